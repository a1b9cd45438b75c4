import type { ReactNode } from 'react';
import { Button } from '@ui/Button';
import { Modal } from '@ui/Modal';

export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  open: boolean;
  /** The question, e.g. 'Удалить привязку?' (spec §5); the dialog's accessible name. */
  title: ReactNode;
  /** Optional explanation under the question. */
  text?: ReactNode;
  /** Label of the button that agrees. */
  confirmLabel?: string;
  /** Label of the button that declines. */
  cancelLabel?: string;
  /** Called when the user agrees. */
  onConfirm: () => void;
  /** Called when the user declines: the button, Escape or a click beside the dialog. */
  onCancel: () => void;
}

/**
 * A yes/no question before a destructive action (spec §5 confirmations). Focus starts on the
 * cancel button, so an Enter pressed by habit does not delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Да',
  cancelLabel = 'Отмена',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text}
    </Modal>
  );
}

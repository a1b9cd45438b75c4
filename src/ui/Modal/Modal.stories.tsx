import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@ui/Button';
import { holdFocus } from '@ui/testing';
import { Modal, type ModalProps } from './Modal';

/** Renders the modal with an opener button, as a screen would. */
function ModalWithOpener({ open: initiallyOpen, onClose, ...props }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Открыть окно
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Настройки фильтра',
    children: 'Изменения применятся ко всем подразделам, у которых нет своих настроек.',
    onClose: fn(),
  },
  render: (args) => <ModalWithOpener {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a labelled modal dialog; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Настройки фильтра' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await holdFocus(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

/** With actions in the footer: Tab stays inside the dialog. */
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Отмена</Button>
        <Button>Сохранить</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('dialog')).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
  },
};

/** Closed at first: the opener gets focus back when the modal closes. */
export const ReturnsFocusToOpener: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Открыть окно' });
    await userEvent.click(opener);
    await userEvent.click(await page.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Long content scrolls inside the panel, the page behind stays put. */
export const LongContent: Story = {
  args: {
    size: 'lg',
    title: 'Условия доставки',
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>
        Пункт {i + 1}. Заказы собираются в течение одного рабочего дня и передаются в службу
        доставки.
      </p>
    )),
  },
};

/** A narrow dialog on a 375 px phone. */
export const Mobile: Story = {
  args: { size: 'sm', title: 'Выберите город' },
  globals: { viewport: { value: 'mobile' } },
};

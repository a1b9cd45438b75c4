import type { CatalogImportApply, CatalogImportJob } from '@features/api';
import { Button } from '@ui/Button';
import { ErrorText } from '@features/staffTools';
import { DecisionActions, Note, Stack } from './importStyles';

export type ApplyMode = CatalogImportApply['mode'];

export interface ImportDecisionProps {
  job: CatalogImportJob;
  onApply: (mode: ApplyMode) => void;
  onDiscard: () => void;
  /** The decision being sent, to show its button busy and hold the others. */
  sending: ApplyMode | 'discard' | null;
  /** The server's text when it refused the decision (409 and the like). */
  error: string | null;
}

/**
 * Issue 14 point 6: after the dry run the staff member writes the good rows, or everything only if
 * nothing was rejected, or drops the file. A clean file needs one button.
 */
export function ImportDecision({ job, onApply, onDiscard, sending, error }: ImportDecisionProps) {
  const busy = sending !== null;
  const cancel = (
    <Button variant="ghost" onClick={onDiscard} loading={sending === 'discard'} disabled={busy}>
      Отменить
    </Button>
  );
  return (
    <Stack>
      {job.rejected === 0 ? (
        <DecisionActions>
          <Button onClick={() => onApply('all')} loading={sending === 'all'} disabled={busy}>
            Записать
          </Button>
          {cancel}
        </DecisionActions>
      ) : (
        <>
          <DecisionActions>
            <Button onClick={() => onApply('valid')} loading={sending === 'valid'} disabled={busy}>
              Записать строки без ошибок
            </Button>
            <Button
              variant="secondary"
              onClick={() => onApply('all')}
              disabled
              aria-describedby={`import-all-note-${job.id}`}
            >
              Записать, только если ошибок нет
            </Button>
            {cancel}
          </DecisionActions>
          <Note id={`import-all-note-${job.id}`}>
            «Только если ошибок нет» недоступно: в файле есть отклонённые строки. Исправьте их по
            отчёту и загрузите файл снова — или запишите строки без ошибок.
          </Note>
        </>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Stack>
  );
}

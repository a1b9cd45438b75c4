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
 * issue 25 point 3: why nothing can be written, or null when some row can. A write of no row
 * would only read as done, so the server refuses it and the buttons are off.
 */
function nothingToWrite(job: CatalogImportJob): string | null {
  if (job.toCreate + job.toUpdate > 0) return null;
  return job.rejected > 0
    ? 'Записать нечего: ни одну строку файла нельзя записать. Исправьте файл и загрузите его снова.'
    : 'Записать нечего: все строки файла совпадают с каталогом.';
}

/**
 * Issue 14 point 6: after the dry run the staff member writes the good rows, or everything only if
 * nothing was rejected, or drops the file. A clean file needs one button.
 */
export function ImportDecision({ job, onApply, onDiscard, sending, error }: ImportDecisionProps) {
  const busy = sending !== null;
  const blocked = nothingToWrite(job);
  const noteId = `import-all-note-${job.id}`;
  const cancel = (
    <Button variant="ghost" onClick={onDiscard} loading={sending === 'discard'} disabled={busy}>
      Отменить
    </Button>
  );
  return (
    <Stack>
      {job.rejected === 0 ? (
        <>
          <DecisionActions>
            <Button
              onClick={() => onApply('all')}
              loading={sending === 'all'}
              disabled={busy || blocked !== null}
              aria-describedby={blocked ? noteId : undefined}
            >
              Записать
            </Button>
            {cancel}
          </DecisionActions>
          {blocked && <Note id={noteId}>{blocked}</Note>}
        </>
      ) : (
        <>
          <DecisionActions>
            <Button
              onClick={() => onApply('valid')}
              loading={sending === 'valid'}
              disabled={busy || blocked !== null}
              aria-describedby={blocked ? noteId : undefined}
            >
              Записать строки без ошибок
            </Button>
            <Button
              variant="secondary"
              onClick={() => onApply('all')}
              disabled
              aria-describedby={noteId}
            >
              Записать, только если ошибок нет
            </Button>
            {cancel}
          </DecisionActions>
          <Note id={noteId}>
            {blocked ??
              '«Только если ошибок нет» недоступно: в файле есть отклонённые строки. Исправьте их по отчёту и загрузите файл снова — или запишите строки без ошибок.'}
          </Note>
        </>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Stack>
  );
}

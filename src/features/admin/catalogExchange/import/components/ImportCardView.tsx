import type { CatalogImportJob } from '@features/api';
import { ErrorState } from '@ui/ErrorState';
import { Spinner } from '@ui/Spinner';
import { FilePicker, type FilePickerProps } from './FilePicker';
import { ImportHistory } from './ImportHistory';
import { Card, CardTitle } from './importStyles';
import { JobView, type JobViewProps } from './JobView';

export interface ImportCardViewProps {
  picker: FilePickerProps;
  /** The shown job and what acts on it; null when none is shown. */
  shown: JobViewProps | null;
  /** The history, newest first; null while it loads. */
  jobs: readonly CatalogImportJob[] | null;
  historyError: string | null;
  onRetryHistory: () => void;
  onSelectJob: (id: number) => void;
}

/**
 * The exchange screen's import card ('Загрузка', issue 14 points 5 and 6): the file choice, the
 * shown job (progress, dry-run report, decision, outcome) and the history of uploads.
 */
export function ImportCardView({
  picker,
  shown,
  jobs,
  historyError,
  onRetryHistory,
  onSelectJob,
}: ImportCardViewProps) {
  let history;
  if (jobs)
    history = <ImportHistory jobs={jobs} shownId={shown?.job.id ?? null} onSelect={onSelectJob} />;
  else if (historyError)
    history = (
      <ErrorState
        title="Не удалось загрузить историю загрузок"
        text={historyError}
        onRetry={onRetryHistory}
      />
    );
  else history = <Spinner label="Загружаем историю загрузок" />;

  return (
    <Card aria-labelledby="catalog-import-title">
      <CardTitle id="catalog-import-title">Загрузка</CardTitle>
      <FilePicker {...picker} />
      {shown && <JobView {...shown} />}
      {history}
    </Card>
  );
}

import type { CatalogImportJob } from '@features/api';
import { Table, type TableColumn } from '@ui/Table';
import { historyCountsText, STATUS_TEXT, timeText } from '../importJobText';
import { JobLink, Stack, SubTitle, WideTable } from './importStyles';

export interface ImportHistoryProps {
  jobs: readonly CatalogImportJob[];
  shownId: number | null;
  onSelect: (id: number) => void;
}

/** Issue 14 point 5: the last uploads, newest first; a file name opens its report above. */
export function ImportHistory({ jobs, shownId, onSelect }: ImportHistoryProps) {
  const columns: TableColumn<CatalogImportJob>[] = [
    {
      key: 'file',
      header: 'Файл',
      render: (job) => (
        <JobLink
          type="button"
          aria-current={job.id === shownId || undefined}
          onClick={() => onSelect(job.id)}
        >
          {job.fileName}
        </JobLink>
      ),
      width: '28%',
    },
    { key: 'author', header: 'Автор', render: (job) => job.author },
    {
      key: 'date',
      header: 'Дата',
      render: (job) => <time dateTime={job.createdAt}>{timeText(job.createdAt)}</time>,
    },
    { key: 'status', header: 'Статус', render: (job) => STATUS_TEXT[job.status] },
    { key: 'counts', header: 'Итог', render: historyCountsText },
  ];
  return (
    <Stack>
      <SubTitle id="import-history-title">История загрузок</SubTitle>
      <WideTable>
        <Table
          caption="История загрузок"
          captionHidden
          columns={columns}
          rows={[...jobs]}
          rowKey={(job) => job.id}
          emptyText="Загрузок пока не было"
        />
      </WideTable>
    </Stack>
  );
}

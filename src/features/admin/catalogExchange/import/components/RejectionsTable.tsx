import type { CatalogImportRejection, CatalogImportRejectionPage } from '@features/api';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { Table, type TableColumn } from '@ui/Table';
import { ErrorText } from '@features/staffTools';
import { wholeNumber } from '../importJobText';
import { Breakable, Pager, Stack } from './importStyles';

const columns: TableColumn<CatalogImportRejection>[] = [
  {
    key: 'line',
    header: 'Строка',
    render: (r) => wholeNumber(r.line),
    align: 'end',
    width: '72px',
  },
  {
    key: 'column',
    header: 'Колонка',
    render: (r) => <Breakable>{r.column ?? '—'}</Breakable>,
    width: '30%',
  },
  { key: 'reason', header: 'Причина', render: (r) => r.reason },
];

export interface RejectionsTableProps {
  /** The page shown; null while the first one loads. */
  page: CatalogImportRejectionPage | null;
  loading: boolean;
  error: string | null;
  onPage: (page: number) => void;
}

/** Issue 14 point 6: the rejected rows with line, column and reason, 50 a page. */
export function RejectionsTable({ page, loading, error, onPage }: RejectionsTableProps) {
  if (error) return <ErrorText role="alert">{error}</ErrorText>;
  if (!page) return <Spinner label="Загружаем отклонённые строки" />;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <Stack>
      <Table
        caption={`Отклонённые строки ${wholeNumber(first)}–${wholeNumber(last)} из ${wholeNumber(page.total)}`}
        columns={columns}
        rows={page.items}
        rowKey={(r) => `${r.line}:${r.column ?? ''}:${r.reason}`}
        maxHeight="420px"
      />
      {pageCount > 1 && (
        <Pager>
          <Button
            variant="secondary"
            size="s"
            onClick={() => onPage(page.page - 1)}
            disabled={page.page <= 1 || loading}
          >
            Предыдущие 50
          </Button>
          <span>
            Страница {page.page} из {pageCount}
          </span>
          <Button
            variant="secondary"
            size="s"
            onClick={() => onPage(page.page + 1)}
            disabled={page.page >= pageCount || loading}
          >
            Следующие 50
          </Button>
        </Pager>
      )}
    </Stack>
  );
}

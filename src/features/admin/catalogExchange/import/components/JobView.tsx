import type {
  CatalogImportChoices,
  CatalogImportJob,
  CatalogImportRejectionPage,
} from '@features/api';
import { Button } from '@ui/Button';
import {
  counted,
  isRunning,
  PRODUCTS,
  ROWS,
  sizeText,
  timeText,
  writtenText,
} from '../importJobText';
import { ColumnMapping, type ColumnMappingProps } from './ColumnMapping';
import { ImportDecision, type ApplyMode } from './ImportDecision';
import { ImportProgress } from './ImportProgress';
import { Counts, FileName, JobPanel, Note, Notes, Outcome, Stack, SubTitle } from './importStyles';
import { NewValues, type NewValuesProps } from './NewValues';
import { RejectionsTable } from './RejectionsTable';

/** Issue 25 points 1 and 2: a checked file's column mapping and new values, once loaded. */
interface JobChoicesProps {
  data: CatalogImportChoices;
  onConfirmColumns: ColumnMappingProps['onConfirm'];
  onChooseValue: NewValuesProps['onChoose'];
  sending: boolean;
  error: string | null;
}

export interface JobViewProps {
  job: CatalogImportJob;
  /** The polls stopped answering; the bar may be behind. */
  connectionLost: boolean;
  rejections: CatalogImportRejectionPage | null;
  rejectionsLoading: boolean;
  rejectionsError: string | null;
  onRejectionsPage: (page: number) => void;
  reportHref: string;
  onApply: (mode: ApplyMode) => void;
  onDiscard: () => void;
  sending: ApplyMode | 'discard' | null;
  decisionError: string | null;
  choices?: JobChoicesProps | null;
}

const FORMAT_TEXT = { shop: 'выгрузка магазина', bitrix: 'CSV 1С-Битрикс' } as const;
const DELIMITER_TEXT = { ';': '«;»', ',': '«,»', '\t': 'табуляция' } as const;

/** What the server found out about the file: its format, encoding and delimiter. */
function detectedText(job: CatalogImportJob): string {
  const parts = [`${sizeText(job.size)}`, timeText(job.createdAt), job.author];
  if (job.format) parts.push(FORMAT_TEXT[job.format]);
  if (job.encoding) parts.push(job.encoding === 'utf-8' ? 'UTF-8' : 'windows-1251');
  if (job.delimiter) parts.push(`разделитель ${DELIMITER_TEXT[job.delimiter]}`);
  return parts.join(' · ');
}

/**
 * The report is there once the dry run is over: a failed check has none, a write that failed
 * (it has a mode: it was decided) keeps its check's.
 */
const hasReport = (job: CatalogImportJob) =>
  job.status === 'checked' ||
  job.status === 'applying' ||
  job.status === 'done' ||
  job.status === 'discarded' ||
  (job.status === 'failed' && job.mode !== null);

/** One import job: its progress while running, then its report, decision and outcome. */
export function JobView(props: JobViewProps) {
  const { job } = props;
  const done = job.status === 'done';
  return (
    <JobPanel aria-labelledby={`import-job-${job.id}`}>
      <Stack>
        <SubTitle id={`import-job-${job.id}`}>
          Файл <FileName>{job.fileName}</FileName>
        </SubTitle>
        <Note>{detectedText(job)}</Note>
      </Stack>
      {job.warnings.length > 0 && (
        <Stack>
          <Note id={`import-job-${job.id}-skipped`}>Эти колонки файла не будут прочитаны:</Note>
          <Notes aria-labelledby={`import-job-${job.id}-skipped`}>
            {job.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Notes>
        </Stack>
      )}
      {isRunning(job.status) && <ImportProgress job={job} />}
      {props.connectionLost && isRunning(job.status) && (
        <Note role="status">Нет связи с сервером — пробуем снова…</Note>
      )}
      {done && (
        <Outcome data-tone="success" role="status">
          {writtenText(job)}
          {job.mode === 'valid' && job.rejected > 0
            ? `; пропущено с ошибками: ${counted(job.rejected, ROWS)}`
            : ''}
        </Outcome>
      )}
      {job.status === 'failed' && (
        <Outcome data-tone="error" role="alert">
          Загрузка остановлена: {job.error ?? 'неизвестная ошибка'}
        </Outcome>
      )}
      {job.status === 'discarded' && (
        <Outcome data-tone="neutral" role="status">
          Загрузка отменена
        </Outcome>
      )}
      {hasReport(job) && (
        <Stack>
          {/* issue 25 point 3: what refuses rows for the whole file, said once. */}
          {job.fileProblems.map((problem) => (
            <Outcome key={problem} data-tone="error">
              {problem}
            </Outcome>
          ))}
          <Counts aria-label={done ? 'Итог записи' : 'Итог проверки'}>
            <div>
              <dt>{done ? 'Создано' : 'Будет создано'}</dt>
              <dd>{counted(job.toCreate, PRODUCTS)}</dd>
            </div>
            <div>
              <dt>{done ? 'Обновлено' : 'Будет обновлено'}</dt>
              <dd>{counted(job.toUpdate, PRODUCTS)}</dd>
            </div>
            <div>
              <dt>Без изменений</dt>
              <dd>{counted(job.unchanged, PRODUCTS)}</dd>
            </div>
            <div data-tone={job.rejected > 0 ? 'error' : undefined}>
              <dt>Отклонено</dt>
              <dd>{counted(job.rejected, ROWS)}</dd>
            </div>
          </Counts>
          {job.status === 'checked' && props.choices && (
            <JobChoices key={JSON.stringify(props.choices.data.columns)} {...props.choices} />
          )}
          {job.status === 'checked' && (
            <ImportDecision
              job={job}
              onApply={props.onApply}
              onDiscard={props.onDiscard}
              sending={props.sending}
              error={props.decisionError}
            />
          )}
          {job.rejected > 0 && job.status !== 'applying' && props.rejections?.total !== 0 && (
            <>
              <div>
                <Button variant="secondary" size="s" href={props.reportHref} download>
                  Скачать отчёт (CSV)
                </Button>
              </div>
              <RejectionsTable
                page={props.rejections}
                loading={props.rejectionsLoading}
                error={props.rejectionsError}
                onPage={props.onRejectionsPage}
              />
            </>
          )}
        </Stack>
      )}
    </JobPanel>
  );
}

function JobChoices({ data, onConfirmColumns, onChooseValue, sending, error }: JobChoicesProps) {
  return (
    <>
      {data.columns.length > 0 && (
        <ColumnMapping
          columns={data.columns}
          properties={data.properties}
          onConfirm={onConfirmColumns}
          sending={sending}
          error={error}
        />
      )}
      <NewValues
        values={data.newValues}
        onChoose={onChooseValue}
        sending={sending}
        error={data.columns.length > 0 ? null : error}
      />
    </>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { CatalogExportSummary } from '@features/api';
import { ErrorText, Muted } from '@features/staffTools';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { RadioGroup } from '@ui/Radio';
import {
  downloadExport,
  EXCHANGE_URL,
  EXPORT_URL,
  exportSummary,
  startBrowserDownload,
  type SaveFile,
  type StartDownload,
} from '../exportDownload';
import {
  exportFields,
  exportQuery,
  type ExportChoice,
  type ExportDelimiter,
  type ExportEncoding,
} from '../exportForm';
import { counted, PRODUCTS } from '../import/importJobText';
import { Actions, CardSection, CardTitle, FormGrid, Status } from './exchangeStyles';
import { ExportReplacements } from './ExportReplacements';

export interface ExportCardProps {
  /** What the other cards chose: sections, properties and columns. */
  choice: ExportChoice;
  /** Where the template and the column description go; the browser's download by default. */
  saveFile?: SaveFile;
  /** Starts the export's download from its link; the browser's own download by default. */
  startDownload?: StartDownload;
}

const ENCODINGS = [
  { value: 'utf-8', label: 'UTF-8 (Excel)' },
  { value: 'windows-1251', label: 'windows-1251' },
] as const;

const DELIMITERS = [
  { value: ';', label: 'Точка с запятой ( ; )' },
  { value: ',', label: 'Запятая ( , )' },
] as const;

type FileAction = 'export' | 'exportTemplate' | 'propertiesInfo';

/**
 * Where the export is (issue 25 point 5), for the query it was asked with: its summary being
 * read, stand-ins waiting for the staff member's word, or the browser's download started.
 */
type ExportStep =
  | { step: 'idle' }
  | { step: 'checking'; query: string }
  | { step: 'confirm'; query: string; summary: CatalogExportSummary }
  | { step: 'started'; query: string; summary: CatalogExportSummary };

const IDLE: ExportStep = { step: 'idle' };

/**
 * 'Выгрузка' (spec §2, §7, R-CSV-7): the form with every choice of the screen as its fields. The
 * export first asks what the file will hold (issue 25 point 5: the windows-1251 stand-ins are
 * shown and confirmed before the download), then the browser downloads it from its link as it is
 * written; the template and the column description are posted and saved as files.
 */
export function ExportCard({
  choice,
  saveFile,
  startDownload = startBrowserDownload,
}: ExportCardProps) {
  const titleId = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf-8');
  const [delimiter, setDelimiter] = useState<ExportDelimiter>(';');
  const [decimalComma, setDecimalComma] = useState(false);
  const [busy, setBusy] = useState<FileAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<ExportStep>(IDLE);
  const query = exportQuery(choice, { encoding, delimiter, decimalComma });
  // A step answers the choice it was asked for; another choice starts over.
  const exporting = asked.step !== 'idle' && asked.query === query ? asked : IDLE;

  const failed = (failure: unknown) => {
    setError(failure instanceof Error ? failure.message : String(failure));
    setAsked(IDLE);
  };

  const download = (summary: CatalogExportSummary) => {
    setAsked({ step: 'started', query, summary });
    startDownload(`${EXPORT_URL}?${query}`, (message) => failed(new Error(message)));
  };

  const startExport = async () => {
    setError(null);
    setAsked({ step: 'checking', query });
    try {
      const summary = await exportSummary(query);
      if (summary.replaced.length > 0) setAsked({ step: 'confirm', query, summary });
      else download(summary);
    } catch (failure) {
      failed(failure);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || exporting.step === 'checking') return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = (submitter?.getAttribute('value') as FileAction | null) ?? 'export';
    if (action === 'export') return startExport();
    setBusy(action);
    setError(null);
    try {
      await downloadExport(event.currentTarget, submitter, saveFile);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const button = (action: FileAction, label: string, variant: 'primary' | 'secondary') => (
    <Button
      type="submit"
      name="action"
      value={action}
      variant={variant}
      loading={busy === action || (action === 'export' && exporting.step === 'checking')}
      disabled={
        (busy !== null && busy !== action) || (action !== 'export' && exporting.step === 'checking')
      }
    >
      {label}
    </Button>
  );

  return (
    <CardSection aria-labelledby={titleId} data-wide>
      <CardTitle id={titleId}>Выгрузка</CardTitle>
      <FormGrid
        method="post"
        action={EXCHANGE_URL}
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
      >
        {exportFields(choice).map(([name, value], i) => (
          <input key={`${name}${i}`} type="hidden" name={name} value={value} />
        ))}
        <Actions>
          <RadioGroup
            legend="Кодировка"
            name="encoding"
            direction="row"
            options={ENCODINGS}
            value={encoding}
            onChange={setEncoding}
          />
          <RadioGroup
            legend="Разделитель"
            name="delimiter"
            direction="row"
            options={DELIMITERS}
            value={delimiter}
            onChange={setDelimiter}
          />
        </Actions>
        <Checkbox
          label="Дробные числа с запятой (для русского Excel)"
          name="decimalComma"
          value="Y"
          checked={decimalComma}
          onChange={(event) => setDecimalComma(event.target.checked)}
        />
        <Muted>
          Товары выбранных разделов с отмеченными колонками. Шаблон — только шапка файла для
          заполнения; описание колонок — их назначение и примеры. В windows-1251 нет некоторых
          знаков: вместо «₽» пишется «руб.», вместо «×» — «x», буквы с ударением — без него, прочие
          (эмодзи) — «?»; перед выгрузкой будет видно, какие знаки и у скольких товаров заменятся.
        </Muted>
        <Actions>
          {button('export', 'Выгрузить товары', 'primary')}
          {button('exportTemplate', 'Шаблон для заполнения', 'secondary')}
          {button('propertiesInfo', 'Описание колонок', 'secondary')}
        </Actions>
      </FormGrid>
      {exporting.step === 'confirm' && (
        <ExportReplacements replaced={exporting.summary.replaced}>
          <Actions>
            <Button variant="primary" onClick={() => download(exporting.summary)}>
              Выгрузить с заменами
            </Button>
            <Button variant="ghost" onClick={() => setAsked(IDLE)}>
              Отмена
            </Button>
          </Actions>
        </ExportReplacements>
      )}
      {exporting.step === 'started' && (
        <>
          <Status role="status">
            Выгрузка началась: {exporting.summary.fileName},{' '}
            {counted(exporting.summary.products, PRODUCTS)}. Файл сохраняет браузер, ход загрузки
            виден в его загрузках.
          </Status>
          {exporting.summary.replaced.length > 0 && (
            <ExportReplacements replaced={exporting.summary.replaced} />
          )}
        </>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </CardSection>
  );
}

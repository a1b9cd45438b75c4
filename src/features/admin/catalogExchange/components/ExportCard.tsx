import { useId, useState, type FormEvent } from 'react';
import { ErrorText, Muted } from '@features/staffTools';
import { Button } from '@ui/Button';
import { RadioGroup } from '@ui/Radio';
import { downloadExport, EXCHANGE_URL, type SaveFile } from '../exportDownload';
import {
  exportFields,
  type ExportChoice,
  type ExportDelimiter,
  type ExportEncoding,
} from '../exportForm';
import { Actions, CardSection, CardTitle, FormGrid } from './exchangeStyles';

export interface ExportCardProps {
  /** What the other cards chose: sections, properties and columns. */
  choice: ExportChoice;
  /** Where the downloaded file goes; the browser's download by default. */
  saveFile?: SaveFile;
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
 * 'Выгрузка' (spec §2, §7, R-CSV-7): the form with every choice of the screen as its fields; each
 * button posts it with its own `action` and the answer is saved as a file.
 */
export function ExportCard({ choice, saveFile }: ExportCardProps) {
  const titleId = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf-8');
  const [delimiter, setDelimiter] = useState<ExportDelimiter>(';');
  const [busy, setBusy] = useState<FileAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setBusy((submitter?.getAttribute('value') as FileAction | null) ?? 'export');
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
      loading={busy === action}
      disabled={busy !== null && busy !== action}
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
        <Muted>
          Товары выбранных разделов с отмеченными колонками. Шаблон — только шапка файла для
          заполнения; описание колонок — их назначение и примеры.
        </Muted>
        <Actions>
          {button('export', 'Выгрузить товары', 'primary')}
          {button('exportTemplate', 'Шаблон для заполнения', 'secondary')}
          {button('propertiesInfo', 'Описание колонок', 'secondary')}
        </Actions>
      </FormGrid>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </CardSection>
  );
}

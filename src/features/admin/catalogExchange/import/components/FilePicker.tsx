import { Button } from '@ui/Button';
import { FileButton } from '@ui/FileDrop';
import { ErrorText } from '@features/staffTools';
import { sizeText } from '../importJobText';
import type { UploadProblem } from '../uploadProblem';
import { Actions, DropZone, FileName, Note, Notes } from './importStyles';

export interface FilePickerProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  onUpload: () => void;
  uploading: boolean;
  problem: UploadProblem | null;
  /** Changes after an upload went through, so the input forgets the sent file. */
  inputKey: number;
}

/** Issue 14 point 5: choose or drop a file, then 'Проверить файл' sends it for the dry run. */
export function FilePicker({
  file,
  onFileChange,
  onUpload,
  uploading,
  problem,
  inputKey,
}: FilePickerProps) {
  return (
    <DropZone onFileDrop={onFileChange}>
      <Notes>
        <li>
          Файл сначала проверяется целиком, и в каталог ничего не записывается, пока вы не решите,
          что записать.
        </li>
        <li>Форматы: выгрузка этого магазина и CSV каталога 1С-Битрикс.</li>
        <li>
          Кодировка UTF-8 или windows-1251, разделитель «;», «,» или табуляция — определяются сами.
        </li>
      </Notes>
      <Actions>
        <FileButton>
          <input
            key={inputKey}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-label="CSV-файл каталога"
            onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
          />
          Выбрать файл
        </FileButton>
        <Note>или перетащите его сюда</Note>
      </Actions>
      {file && (
        <Note>
          Выбран файл <FileName>{file.name}</FileName> ({sizeText(file.size)})
        </Note>
      )}
      <Actions>
        <Button onClick={onUpload} disabled={!file} loading={uploading}>
          Проверить файл
        </Button>
        {uploading && <Note role="status">Отправляем файл…</Note>}
      </Actions>
      {problem && (
        <Actions>
          <ErrorText role="alert">{problem.text}</ErrorText>
          {problem.retry && file && (
            <Button variant="secondary" size="s" onClick={onUpload}>
              Повторить
            </Button>
          )}
        </Actions>
      )}
    </DropZone>
  );
}

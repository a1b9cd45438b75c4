import styled from 'styled-components';
import { FileButton, FileDropZone } from '@ui/FileDrop';
import { Spinner } from '@ui/Spinner';
import { photoLimitText, type PhotoProblem } from '../../photoKitTexts';
import { Busy, Muted, Problem } from '../constructorStyles';

const Zone = styled(FileDropZone)`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 32px 16px;
  background: var(--color-brand-blank);
  text-align: center;
  &[data-chosen] {
    justify-items: start;
    padding: 12px 16px;
    text-align: start;
  }
  &[data-over] {
    background: var(--color-brand-tint);
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-width: 0;
`;

/** The file button drawn as the primary button until a photo is in use, then as a secondary one. */
const PhotoButton = styled(FileButton)`
  padding: 0 20px;
  background: var(--color-brand);
  color: var(--color-text-inverse);
  &:hover {
    background: var(--color-brand-hover);
  }
  [data-chosen] > ${Row} > & {
    background: var(--color-surface);
    color: var(--color-brand);
  }
  [data-chosen] > ${Row} > &:hover {
    background: var(--color-brand-tint);
  }
`;

const FileName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The types the engine reads; anything else is refused by its bytes, whatever its name. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface PhotoPickerProps {
  /** The largest file taken, in bytes (the offer's maxPhotoBytes). */
  maxBytes: number;
  /** The name of the photo in use, once one is read; the button then offers to replace it. */
  fileName: string | null;
  /** True while the chosen file is being read. */
  reading: boolean;
  /** Why the last file was refused, in the shop's words. */
  problem: string | null;
  /** A file within the size limit was chosen or dropped. */
  onChoose: (file: File) => void;
  /** A file was refused before reading (over the size limit). */
  onRefuse: (problem: PhotoProblem) => void;
}

/**
 * Choose or drop the photo (issue 16). The size is checked before the file is read, so a 25 MB
 * file is refused at once; its type is judged by its bytes later, in the worker.
 */
export function PhotoPicker({
  maxBytes,
  fileName,
  reading,
  problem,
  onChoose,
  onRefuse,
}: PhotoPickerProps) {
  const take = (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) onRefuse({ code: 'TOO_LARGE' });
    else onChoose(file);
  };
  const chosen = fileName !== null;

  return (
    <Zone data-chosen={chosen || undefined} onFileDrop={take}>
      {!chosen && <Lead>Перетащите фото сюда или выберите файл</Lead>}
      <Row>
        <PhotoButton>
          <input
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              take(event.currentTarget.files?.[0]);
              // The same file chosen again (after a fix elsewhere) still reports a change.
              event.currentTarget.value = '';
            }}
          />
          {chosen ? 'Заменить фото' : 'Выберите фото'}
        </PhotoButton>
        {chosen && <FileName>{fileName}</FileName>}
      </Row>
      <Muted>JPEG, PNG или WebP до {photoLimitText(maxBytes)}</Muted>
      {reading && (
        <Busy role="status">
          <Spinner size="s" />
          Читаем фото…
        </Busy>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
    </Zone>
  );
}

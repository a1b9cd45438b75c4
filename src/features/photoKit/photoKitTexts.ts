import type { PhotoErrorCode } from '@mosaic';

/** Why a chosen photo cannot make a kit: the worker's codes, the size check and the crop check. */
export type PhotoProblem =
  | { code: PhotoErrorCode | 'TOO_LARGE' | 'CHART_FAILED' }
  | { code: 'TOO_SMALL'; size: string; cols: number; rows: number };

const MEBIBYTE = 1024 * 1024;

/** The offer's byte limit as the shop says it: 20971520 → '20 МБ'. */
export const photoLimitText = (maxBytes: number) => `${Math.round(maxBytes / MEBIBYTE)} МБ`;

/**
 * The customer's message for each problem: the same texts the server answers for the same codes
 * (issue 16), so a photo refused in the browser and one refused on upload read alike.
 */
export function photoProblemText(problem: PhotoProblem, maxBytes: number): string {
  switch (problem.code) {
    case 'TOO_LARGE':
      return `Файл больше ${photoLimitText(maxBytes)}`;
    case 'NOT_IMAGE':
      return 'Загрузите фотографию в формате JPEG, PNG или WebP';
    case 'BROKEN':
      return 'Не удалось прочитать фотографию: файл повреждён';
    case 'TOO_MANY_PIXELS':
      return 'Фотография больше 50 мегапикселей';
    case 'TOO_LARGE_TO_DECODE':
      return 'Фотография слишком велика для обработки: уменьшите её размер в пикселях';
    case 'TOO_SMALL':
      return (
        `Фотография слишком мала для размера ${problem.size}: ` +
        `нужно не меньше ${problem.cols}×${problem.rows} точек`
      );
    case 'CHART_FAILED':
      return 'Не удалось построить схему. Выберите фото ещё раз';
  }
}

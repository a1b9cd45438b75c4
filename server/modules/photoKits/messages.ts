/** The photo kits' Russian texts (issue 16) and the upload's bounds. */

/** Issue 16: a photo of up to 20 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

export const PHOTO_TOO_LARGE = 'Файл больше 20 МБ';
export const NOT_IMAGE = 'Загрузите фотографию в формате JPEG, PNG или WebP';
export const PHOTO_BROKEN = 'Не удалось прочитать фотографию: файл повреждён';
export const TOO_MANY_PIXELS = 'Фотография больше 50 мегапикселей';
/** Issue 22: within 50 megapixels, but its decoding would take more memory than one photo gets. */
export const TOO_LARGE_TO_DECODE =
  'Фотография слишком велика для обработки: уменьшите её размер в пикселях';
/** Issue 22: every chart worker busy and the queue full (the text). */
export const CHARTS_OVERLOADED = 'Сервис перегружен, попробуйте через минуту';
/** Issue 22: the chart ran past its time limit and was stopped. */
export const CHART_TIMEOUT =
  'Не удалось обработать фотографию за отведённое время. Уменьшите её или выберите другую';
export const PHOTO_REQUIRED = 'Выберите фотографию';
export const CROP_OUTSIDE = 'Рамка выходит за края фотографии';
export const cropAspect = (size: string) => `Пропорции рамки не совпадают с размером ${size}`;
export const photoTooSmall = (size: string, cols: number, rows: number) =>
  `Фотография слишком мала для размера ${size}: нужно не меньше ${cols}×${rows} точек`;
export const NOT_PHOTO_PRODUCT = 'Этот товар не делается по фото';
export const CHART_MISMATCH =
  'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз';
export const PHOTO_KIT_NOT_FOUND = 'Набор по фото не найден';

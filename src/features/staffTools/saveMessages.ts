import type { ToastOptions } from '@ui/Toast';

/** spec §8, R-FC-9: a staff tool's save succeeded (the filter and the filter SEO tools). */
export const SAVED: ToastOptions = {
  variant: 'success',
  title: 'Успешно сохранено!',
  text: 'Настройки успешно сохранены.',
};

/** spec §8, R-FC-9: a staff tool's save failed. */
export const SAVE_FAILED: ToastOptions = {
  variant: 'error',
  title: 'Не удалось сохранить!',
  text: 'Попробуйте ещё раз или обратитесь к администратору.',
};

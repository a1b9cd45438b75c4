import type { ToastOptions } from '@ui/Toast';

/** spec §8, R-FC-9. */
export const SAVED: ToastOptions = {
  variant: 'success',
  title: 'Успешно сохранено!',
  text: 'Настройки успешно сохранены.',
};

/** spec §8, R-FC-9. */
export const SAVE_FAILED: ToastOptions = {
  variant: 'error',
  title: 'Не удалось сохранить!',
  text: 'Попробуйте ещё раз или обратитесь к администратору.',
};

import type { ToastOptions } from '@ui/Toast';

/** spec §8, R-SEO-4. */
export const DELETED: ToastOptions = {
  variant: 'success',
  title: 'Конфигурация удалена!',
  text: 'Конфигурация успешно удалена!',
};

/** spec §8, R-SEO-4. */
export const DELETE_FAILED: ToastOptions = {
  variant: 'error',
  title: 'Ошибка удаления!',
  text: 'Попробуйте позже или свяжитесь с администратором',
};

/** spec §5, R-SEO-3. */
export const deleteQuestion = (url: string) =>
  `Вы уверены, что хотите удалить конфигурацию для раздела ${url}?`;

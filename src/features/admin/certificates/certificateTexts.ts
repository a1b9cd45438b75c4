import type { StaffChange } from '@features/api';
import type { ToastOptions } from '@ui/Toast';

/** The confirm's question for one code (spec §5 asks before what cannot be undone). */
export const blockQuestion = (code: string) => `Заблокировать сертификат ${code}?`;

/** What blocking does, said before staff agree. */
export const BLOCK_CONSEQUENCES =
  'Им больше нельзя будет оплатить заказ: при оформлении покупатель увидит, что сертификат ' +
  'заблокирован. Остаток останется на нём, оплаченные им заказы не изменятся. Снять блокировку ' +
  'на этом экране нельзя.';

/** The toasts after a block and after a refused one (the server's reason replaces the text). */
export const BLOCKED: ToastOptions = {
  variant: 'success',
  title: 'Сертификат заблокирован',
  text: 'Оплатить заказ этим сертификатом больше нельзя.',
};
export const BLOCK_FAILED: ToastOptions = {
  variant: 'error',
  title: 'Не удалось заблокировать',
  text: 'Проверьте связь и попробуйте ещё раз.',
};

/**
 * Issue 25 point 6: the certificates' change log in words. Blocking is its only change (there is
 * no unblocking), and the subject is the code.
 */
export const describeCertificateChange = ({ subject }: Pick<StaffChange, 'subject'>) => [
  `Сертификат ${subject} заблокирован`,
];

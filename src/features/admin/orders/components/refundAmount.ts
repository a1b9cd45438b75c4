import { formatPrice } from '@ui/format';

/**
 * The staff's refund amount as typed ('1500', '1 500,50'), checked as the server checks it
 * (openapi.yaml `RefundRequest`): roubles with at most two decimals, above zero and within what
 * is left to refund. Answers the amount or the Russian error to show at the field.
 */
export function parseRefundAmount(
  typed: string,
  refundable: number,
): { amount: number } | { error: string } {
  const text = typed.replace(/\s/g, '').replace(',', '.');
  if (text === '') return { error: 'Укажите сумму возврата' };
  if (!/^\d+(\.\d{1,2})?$/.test(text))
    return { error: 'Введите сумму в рублях, например 1500 или 1500,50' };
  const amount = Number(text);
  if (amount <= 0) return { error: 'Сумма возврата должна быть больше нуля' };
  if (Math.round(amount * 100) > Math.round(refundable * 100))
    return { error: `Вернуть можно не больше ${formatPrice(refundable)}` };
  return { amount };
}

import { Notice } from '../Notice';

/** The answer of the unsubscribe link from an e-mail (openapi.yaml unsubscribeByLink). */
export type UnsubscribeResult = 'done' | 'invalid';

/** `?unsubscribed=1` → 'done', `?unsubscribed=0` → 'invalid', anything else → null. */
export function unsubscribeResultOf(query: URLSearchParams): UnsubscribeResult | null {
  const value = query.get('unsubscribed');
  if (value === '1') return 'done';
  if (value === '0') return 'invalid';
  return null;
}

/** Where the one-click unsubscribe link of every e-mail lands: signed in or not. */
export function UnsubscribeNotice({ result }: { result: UnsubscribeResult }) {
  return result === 'done' ? (
    <Notice tone="success" title="Вы отписаны от рассылки" />
  ) : (
    <Notice tone="error" title="Ссылка для отписки недействительна" />
  );
}

import type { AppConfig } from '../../config';

/**
 * The one-click unsubscribe link of every mailing (it works without signing in: the token is the
 * user's `mail_token`); without a topic it unsubscribes from all of them.
 */
export function unsubscribeUrl(
  config: Pick<AppConfig, 'publicUrl'>,
  token: string,
  topic?: string,
): string {
  const query = new URLSearchParams({ token });
  if (topic) query.set('topic', topic);
  return `${config.publicUrl}/api/personal/unsubscribe?${query}`;
}

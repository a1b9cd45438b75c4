/**
 * spec §5 / R-DT-2, word for word.
 * @internal exported for a test only
 */
export const ADD_NEEDS_BOTH =
  'Для добавления необходимо указать запрос и страницу для редиректа без домена';
/** spec §5 / R-DT-4. */
export const DELETE_QUESTION = 'Вы уверены, что хотите удалить запрос?';
/**
 * spec §8 / R-DT-3.
 * @internal exported for a test only
 */
export const duplicateText = (query: string) => `Элемент с запросом "${query}" уже существует!`;
const NO_ANSWER = 'Сервер не ответил. Проверьте связь и попробуйте ещё раз.';

/** A path of this shop, as the server checks it: one leading slash, no domain, no spaces. */
const SHOP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** R-DT-2: the add row's complaint before anything is sent, or null when it may be sent. */
export function addProblem(searchQuery: string, targetUrl: string): string | null {
  return searchQuery.trim() && SHOP_PATH.test(targetUrl.trim()) ? null : ADD_NEEDS_BOTH;
}

/**
 * R-DT-3 (spec §8): a duplicate in the spec's words with the query as typed; any other error in
 * the server's words (its `{ error: { message } }`).
 */
export function writeErrorText(error: unknown, searchQuery: string): string {
  const body = (error as { data?: { error?: { code?: unknown; message?: unknown } } } | undefined)
    ?.data?.error;
  if (body?.code === 'DUPLICATE') return duplicateText(searchQuery.trim());
  return typeof body?.message === 'string' ? body.message : NO_ANSWER;
}

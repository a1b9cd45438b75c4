import { describe, expect, it } from 'vitest';
import { describeTransitionChange } from './transitionChanges';

const row = (searchQuery: string, targetUrl: string) => ({ id: 7, searchQuery, targetUrl });

describe('describeTransitionChange (issue 25 point 6)', () => {
  it('says an add, an edit before → after and a delete in words', () => {
    expect(describeTransitionChange({ before: null, after: row('мозаика', '/shop/') })).toEqual([
      'Добавлен переход: «мозаика» → /shop/',
    ]);
    expect(
      describeTransitionChange({
        before: row('мозаика', '/shop/'),
        after: row('мозаики', '/shop/almaznaya-vyshivka/'),
      }),
    ).toEqual([
      'Запрос: «мозаика» → «мозаики»',
      'Страница для «мозаики»: /shop/ → /shop/almaznaya-vyshivka/',
    ]);
    expect(describeTransitionChange({ before: row('мозаика', '/shop/'), after: null })).toEqual([
      'Удалён переход: «мозаика» → /shop/',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ADD_NEEDS_BOTH, addProblem, writeErrorText } from './transitionTexts';

describe('direct transition texts', () => {
  it('R-DT-2: adding needs a query and a target without domain', () => {
    expect(addProblem('мозаика', '/shop/mozaika/')).toBeNull();
    expect(addProblem('  ', '/shop/')).toBe(ADD_NEEDS_BOTH);
    expect(addProblem('мозаика', '')).toBe(ADD_NEEDS_BOTH);
    expect(addProblem('мозаика', 'https://shop.ru/shop/')).toBe(ADD_NEEDS_BOTH);
    expect(addProblem('мозаика', '//shop.ru/shop/')).toBe(ADD_NEEDS_BOTH);
    expect(addProblem('мозаика', 'shop/')).toBe(ADD_NEEDS_BOTH);
  });

  it('R-DT-3: a duplicate shows the spec text with the query typed, other errors the server text', () => {
    const duplicate = { status: 409, data: { error: { code: 'DUPLICATE', message: 'x' } } };
    expect(writeErrorText(duplicate, ' Мозаика ')).toBe(
      'Элемент с запросом "Мозаика" уже существует!',
    );
    const other = {
      status: 500,
      data: { error: { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' } },
    };
    expect(writeErrorText(other, 'мозаика')).toBe('Внутренняя ошибка сервера');
    expect(writeErrorText({ status: 'FETCH_ERROR', error: 'TypeError' }, 'мозаика')).toMatch(
      /^Сервер не ответил/,
    );
  });
});

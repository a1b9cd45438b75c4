import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './reviewAuthor';

describe('issue 26 point 8: a public review names its author by first name and initial', () => {
  it.each([
    ['Борис Андреевич Смирнов', 'Борис С.'],
    ['Смирнов Борис Андреевич', 'Борис С.'],
    ['Анна Кузнецова', 'Анна К.'],
    ['Анна К.', 'Анна К.'],
    ['  анна   кузнецова ', 'анна К.'],
    ['Ольга Ильинична Петрова', 'Ольга П.'],
    ['Анна', 'Анна'],
    ['', ''],
  ])('%j is shown as %j', (fullName, shown) => {
    expect(reviewAuthorName(fullName)).toBe(shown);
  });
});

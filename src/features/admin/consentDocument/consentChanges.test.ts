import { describe, expect, it } from 'vitest';
import { describeConsentChange } from './consentChanges';

describe('issue 27 point 5: the consent document history in words', () => {
  it('names the version a save made, a changed title and a changed text', () => {
    expect(
      describeConsentChange({
        before: { version: 1, title: 'Согласие', content: '<p>a</p>' },
        after: { version: 2, title: 'Согласие (ред. 2)', content: '<p>b</p>' },
      }),
    ).toEqual([
      'Версия: 1 → 2',
      'Заголовок: «Согласие» → «Согласие (ред. 2)»',
      'Текст документа изменён',
    ]);
  });

  it('leaves out what a save did not change', () => {
    expect(
      describeConsentChange({
        before: { version: 2, title: 'Согласие', content: '<p>a</p>' },
        after: { version: 3, title: 'Согласие', content: '<p>b</p>' },
      }),
    ).toEqual(['Версия: 2 → 3', 'Текст документа изменён']);
  });
});

import { describe, expect, it } from 'vitest';
import { settingsData } from './testing';
import { draftOf, fileLimitError, isDirty, settingsOf } from './settingsForm';

const MiB = 1024 * 1024;

describe('issue 28 point 3: the settings form of «Обмен с 1С»', () => {
  it('shows the part size in megabytes and posts it in bytes, a comma read as a point', () => {
    const draft = draftOf(settingsData.settings, settingsData.priceTypes);
    expect(draft.fileLimitMib).toBe('8');
    expect(settingsOf({ ...draft, fileLimitMib: '2,5' }).fileLimit).toBe(2.5 * MiB);
  });

  it.each(['0', '0.5', '101', '', 'восемь'])('refuses the part size %j', (typed) => {
    expect(fileLimitError(typed)).toBe('Укажите размер части от 1 до 100 МБ');
  });

  it.each(['1', '100', '8,5'])('takes the part size %j', (typed) => {
    expect(fileLimitError(typed)).toBeNull();
  });

  it('keeps what a full upload does with the goods it leaves out, and notices a change', () => {
    const stored = draftOf(settingsData.settings, settingsData.priceTypes);
    expect(stored.missingGoods).toBe('deactivate');
    const kept = { ...stored, missingGoods: 'keep' as const };
    expect(isDirty(kept, stored)).toBe(true);
    expect(settingsOf(kept).missingGoods).toBe('keep');
  });

  it('lists every price type seen, an unmapped one as null, and notices a change', () => {
    const stored = draftOf(settingsData.settings, settingsData.priceTypes);
    expect(settingsOf(stored).priceTypes).toEqual([
      { xmlId: 'b1f0-retail', priceListId: 1 },
      { xmlId: 'c2a7-opt', priceListId: null },
    ]);
    expect(isDirty(stored, stored)).toBe(false);
    expect(isDirty({ ...stored, saleStatuses: [...stored.saleStatuses].reverse() }, stored)).toBe(
      false,
    );
    expect(
      isDirty({ ...stored, priceLists: { ...stored.priceLists, 'c2a7-opt': '2' } }, stored),
    ).toBe(true);
  });
});

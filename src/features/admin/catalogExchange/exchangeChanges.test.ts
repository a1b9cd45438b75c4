import { describe, expect, it } from 'vitest';
import { describeExchangeChange } from './exchangeChanges';

const names = {
  propertyName: (id: number) => ({ 1: 'Бренд', 2: 'Размер' })[id] ?? `№ ${id}`,
  sectionName: (id: number) => ({ 5: 'Картины → Пейзажи' })[id] ?? `№ ${id}`,
};

describe('describeExchangeChange (issue 25 point 6)', () => {
  it('the shared groups: properties and the shown flag before → after', () => {
    expect(
      describeExchangeChange(
        {
          before: [{ name: 'Основные', items: [1], isActive: true }],
          after: [{ name: 'Основные', items: [1, 2], isActive: false }],
        },
        names,
      ),
    ).toEqual([
      'Группа «Основные»: «Бренд» → «Бренд», «Размер»',
      'Группа «Основные», показывать: да → нет',
    ]);
  });

  it('a section’s properties and required flags, and an import’s counts', () => {
    expect(
      describeExchangeChange(
        {
          before: [{ section_id: 5, property_id: 1, required: true }],
          after: [
            { section_id: 5, property_id: 1, required: false },
            { section_id: 5, property_id: 2, required: false },
          ],
        },
        names,
      ),
    ).toEqual([
      '«Картины → Пейзажи», «Бренд», обязательное: да → нет',
      '«Картины → Пейзажи», «Размер»: свойство добавлено',
    ]);
    expect(
      describeExchangeChange(
        { before: { created: 0 }, after: { created: 3, updated: 5, rejected: 1 } },
        names,
      ),
    ).toEqual(['Импорт каталога: создано 3, обновлено 5, отклонено 1']);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CatalogImportColumnChoice } from '@features/api';
import { ColumnMapping } from './ColumnMapping';

const properties = [
  { id: 3, name: 'Бренд', code: 'brend' },
  { id: 1, name: 'Размер', code: 'razmer' },
  { id: 2, name: 'Тема', code: 'tema' },
];

const column = (over: Partial<CatalogImportColumnChoice>): CatalogImportColumnChoice => ({
  index: 5,
  name: 'IP_PROP12',
  suggestedPropertyId: 1,
  propertyId: null,
  confirmed: false,
  ...over,
});

const meta = {
  title: 'Admin/CatalogExchange/Import/ColumnMapping',
  component: ColumnMapping,
  args: {
    columns: [
      column({}),
      column({ index: 6, name: 'IP_PROP14', suggestedPropertyId: 2 }),
      column({ index: 7, name: 'Артикул поставщика', suggestedPropertyId: null }),
    ],
    properties,
    onConfirm: fn(),
    sending: false,
    error: null,
  },
} satisfies Meta<typeof ColumnMapping>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * Issue 25 point 1: the Bitrix site's IP_PROP<n> columns with the property their values suggest,
 * chosen until staff confirm; a column nothing fits stays «Не загружать».
 */
export const Suggested: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'IP_PROP12' })).toHaveDisplayValue('Размер');
    await expect(canvas.getByRole('combobox', { name: 'IP_PROP14' })).toHaveDisplayValue('Тема');
    await expect(canvas.getByRole('combobox', { name: 'Артикул поставщика' })).toHaveDisplayValue(
      'Не загружать',
    );
    await expect(
      canvas.getByText(
        'Предложено по значениям и названию: «Размер» — подтвердите, чтобы загрузить',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Подходящее свойство не найдено — колонка пока не загружается'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить сопоставление' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([
      { index: 5, propertyId: 1 },
      { index: 6, propertyId: 2 },
      { index: 7, propertyId: null },
    ]);
    blur();
  },
};

/** Confirmed (now or for an earlier file with this header): the columns say where they load. */
export const Confirmed: Story = {
  args: {
    columns: [
      column({ propertyId: 1, confirmed: true }),
      column({
        index: 6,
        name: 'IP_PROP14',
        suggestedPropertyId: 2,
        propertyId: 2,
        confirmed: true,
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загружается в «Размер»')).toBeVisible();
    await expect(canvas.getByText('Загружается в «Тема»')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'IP_PROP14' })).toHaveDisplayValue('Тема');
  },
};

/** Staff change a suggestion to «Не загружать»: the column is skipped, and says so once confirmed. */
export const Skipped: Story = {
  args: {
    columns: [
      column({ propertyId: null, confirmed: true }),
      column({ index: 6, name: 'IP_PROP14', suggestedPropertyId: 2 }),
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Не загружается')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'IP_PROP12' })).toHaveDisplayValue(
      'Не загружать',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'IP_PROP14' }),
      'Не загружать',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить сопоставление' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([
      { index: 5, propertyId: null },
      { index: 6, propertyId: null },
    ]);
    blur();
  },
};

/** The confirmation is on its way: the selects wait, the button is busy. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'IP_PROP12' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Подтвердить сопоставление/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

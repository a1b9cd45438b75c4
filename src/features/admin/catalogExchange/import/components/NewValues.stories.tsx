import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CatalogImportNewValue } from '@features/api';
import { NewValues } from './NewValues';

const themes = [
  { id: 21, value: 'Пейзаж' },
  { id: 22, value: 'Цветы' },
  { id: 23, value: 'Животные' },
];

const landscapes: CatalogImportNewValue = {
  propertyId: 2,
  propertyName: 'Тема',
  value: 'Пейзажи',
  rows: 14,
  valueId: null,
  options: themes,
};
const seaside: CatalogImportNewValue = { ...landscapes, value: 'Морские виды', rows: 3 };
const brand: CatalogImportNewValue = {
  propertyId: 3,
  propertyName: 'Бренд',
  value: 'Риолис-М',
  rows: 1,
  valueId: null,
  options: [
    { id: 31, value: 'Hobby Home' },
    { id: 32, value: 'Риолис' },
  ],
};

const meta = {
  title: 'Admin/CatalogExchange/Import/NewValues',
  component: NewValues,
  args: { values: [landscapes, seaside, brand], onChoose: fn(), sending: false, error: null },
} satisfies Meta<typeof NewValues>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * Issue 25 point 2: per property, the values a write would create with their rows; staff map
 * 'Пейзажи' to the existing 'Пейзаж'.
 */
export const List: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Новые значения фильтров' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Тема Пейзажи 14 строк/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Бренд Риолис-М 1 строка/ })).toBeVisible();
    const choice = canvas.getByRole('combobox', { name: '«Пейзажи» (Тема) записать как' });
    await expect(choice).toHaveDisplayValue('Новое значение');
    await userEvent.selectOptions(choice, 'Пейзаж');
    await expect(args.onChoose).toHaveBeenCalledWith({
      propertyId: 2,
      value: 'Пейзажи',
      valueId: 21,
    });
    blur();
  },
};

/** A value mapped to an existing one: the write uses 'Пейзаж' and creates nothing for it. */
export const Mapped: Story = {
  args: { values: [{ ...landscapes, valueId: 21 }, seaside] },
  play: async ({ canvas, args }) => {
    const choice = canvas.getByRole('combobox', { name: '«Пейзажи» (Тема) записать как' });
    await expect(choice).toHaveDisplayValue('Пейзаж');
    await userEvent.selectOptions(choice, 'Новое значение');
    await expect(args.onChoose).toHaveBeenCalledWith({
      propertyId: 2,
      value: 'Пейзажи',
      valueId: null,
    });
    blur();
  },
};

/** Every value of the file is already in the shop. */
export const None: Story = {
  args: { values: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Новых значений фильтров запись не создаст.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The server refused a choice: its text shows, the list stays as it was. */
export const Refused: Story = {
  args: { values: [landscapes], error: 'Значения «Пейзажи» нет среди новых значений файла' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Значения «Пейзажи» нет среди новых значений файла',
    );
  },
};

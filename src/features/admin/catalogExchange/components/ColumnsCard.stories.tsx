import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DEFAULT_CATALOG, DEFAULT_PARAMETERS } from '../columnChoice';
import { blurActive, catalogProperties, columnHelpFixture, elementParameters } from '../testing';
import { ColumnsCard } from './ColumnsCard';

const meta = {
  title: 'Admin/CatalogExchange/ColumnsCard',
  component: ColumnsCard,
  args: {
    title: 'Параметры элемента',
    columns: elementParameters,
    chosen: new Set(DEFAULT_PARAMETERS),
    onChosenChange: fn(),
    help: columnHelpFixture,
  },
} satisfies Meta<typeof ColumnsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's parameters, the defaults of a first export checked; all or none at once. */
export const ElementParameters: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'ID товара ID' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Внешний код XML_ID' }));
    await expect(args.onChosenChange).toHaveBeenLastCalledWith(
      new Set([...DEFAULT_PARAMETERS, 'XML_ID']),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать все: Параметры элемента' }));
    await expect(args.onChosenChange).toHaveBeenLastCalledWith(
      new Set(elementParameters.map((c) => c.CODE)),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Снять все: Параметры элемента' }));
    await expect(args.onChosenChange).toHaveBeenLastCalledWith(new Set());
    blurActive();
  },
};

/** Prices and stock, with the column descriptions as help. */
export const CatalogProperties: Story = {
  args: {
    title: 'Свойства элемента каталога',
    columns: catalogProperties,
    chosen: new Set(DEFAULT_CATALOG),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Цена в рублях, дробная часть через точку: 1590.50.'),
    ).toBeVisible();
  },
};

/** Nothing chosen. */
export const NothingChosen: Story = {
  args: { chosen: new Set() },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** No columns. */
export const Empty: Story = {
  args: { columns: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Колонок нет.')).toBeVisible();
  },
};

/** At phone width long codes wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Детальное описание DETAIL_TEXT' }),
    ).toBeVisible();
  },
};

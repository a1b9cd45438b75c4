import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { blurActive, property, sharedPropertyList } from '../testing';
import { PropertyChoice } from './PropertyChoice';

const meta = {
  title: 'Admin/CatalogExchange/PropertyChoice',
  component: PropertyChoice,
  args: { property: sharedPropertyList[0]!, chosen: false, onChosenChange: fn() },
} satisfies Meta<typeof PropertyChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A property not in the file: its name and code; checking it takes it in. */
export const NotChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Бренд brend' }));
    await expect(args.onChosenChange).toHaveBeenCalledWith(true);
    blurActive();
  },
};

/** A property in the file; unchecking leaves it out. */
export const Chosen: Story = {
  args: { chosen: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Бренд brend' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onChosenChange).toHaveBeenCalledWith(false);
    blurActive();
  },
};

/** The column's description (issue 13) under the property. */
export const WithHelp: Story = {
  args: { chosen: true, help: 'Название производителя.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Название производителя.')).toBeVisible();
  },
};

/** A long name and code wrap inside a narrow row. */
export const LongName: Story = {
  args: {
    property: property(
      31,
      'Количество цветов в наборе для вышивания',
      'kolichestvo-tsvetov-v-nabore',
    ),
    help: 'Сколько оттенков ниток или стразов в наборе, целым числом.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: /^Количество цветов в наборе для вышивания/ }),
    ).toBeVisible();
  },
};

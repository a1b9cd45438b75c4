import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: {
    label: 'О товаре',
    onChange: fn(),
    items: [
      {
        id: 'about',
        label: 'Описание',
        panel: <p>Картина по номерам на холсте 40×50 см с подрамником.</p>,
      },
      { id: 'specs', label: 'Характеристики', panel: <p>24 цвета акриловых красок, 3 кисти.</p> },
      { id: 'reviews', label: 'Отзывы (12)', panel: <p>Отличный набор, краски яркие.</p> },
      { id: 'delivery', label: 'Доставка', panel: <p>Курьером по Москве — на следующий день.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Характеристики' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Характеристики' })).toHaveTextContent(
      '24 цвета',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('specs');
  },
};

/** One Tab stop: arrows, Home and End move between tabs and show their panels. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Описание' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Характеристики' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Доставка' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Описание' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('about');
  },
};

export const DisabledTab: Story = {
  args: {
    items: [
      { id: 'about', label: 'Описание', panel: <p>Описание набора.</p> },
      { id: 'reviews', label: 'Отзывы (0)', panel: <p>Отзывов пока нет.</p>, disabled: true },
      { id: 'delivery', label: 'Доставка', panel: <p>Доставка по России.</p> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Отзывы (0)' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Доставка' })).toHaveFocus();
  },
};

/** On a phone the tab list scrolls sideways instead of wrapping. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    items: [
      { id: 'about', label: 'Описание', panel: <p>Описание набора.</p> },
      { id: 'specs', label: 'Характеристики', panel: <p>Размеры и состав.</p> },
      { id: 'reviews', label: 'Отзывы покупателей', panel: <p>Отзывы.</p> },
      { id: 'delivery', label: 'Доставка и оплата', panel: <p>Доставка.</p> },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    padding: 'm',
    interactive: false,
    style: { maxWidth: 320 },
    children: (
      <>
        <h3 style={{ margin: '0 0 8px' }}>Доставка</h3>
        <p style={{ margin: 0 }}>Курьером по Москве — на следующий день, в регионы — от 3 дней.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Доставка' })).toBeVisible();
  },
};

/** A product card lifts when the pointer is over it or a link inside has keyboard focus. */
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <a href="/product/almaznaya-mozaika/zakat/">Алмазная мозаика «Закат над морем», 40×50 см</a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      {(['none', 's', 'm', 'l'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          padding {padding}
        </Card>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Набор для творчества «Картина по номерам» с холстом на подрамнике, акриловыми красками ' +
      'двадцати четырёх цветов, тремя кистями и подробной инструкцией на русском языке.',
  },
};

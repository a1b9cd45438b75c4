import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Block } from './Block';
import { HtmlContent } from './HtmlContent';

const meta = {
  title: 'Shop/Lists/Block',
  component: Block,
  args: {
    title: 'Новинки',
    more: { label: 'Все новинки', href: '#' },
    children: (
      <HtmlContent
        dangerouslySetInnerHTML={{
          __html:
            '<p>Каждую неделю — новые наборы <b>алмазной мозаики</b> и картин по номерам.</p>',
        }}
      />
    ),
  },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled block of the home page with its 'all' link; editors' html inside. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Новинки' });
    await expect(block).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Новинки' }),
    );
    await expect(canvas.getByRole('link', { name: 'Все новинки' })).toHaveAttribute('href', '#');
    await expect(canvas.getByText('алмазной мозаики')).toBeVisible();
  },
};

export const WithoutMoreLink: Story = {
  args: { title: 'Отзывы покупателей', more: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '@ui/Icon';
import { Badge } from './Badge';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { tone: 'new', children: 'Новинка' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Новинка')).toBeVisible();
  },
};

/** The labels of a product card's top-left corner. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="new">Новинка</Badge>
      <Badge tone="sale">−20 %</Badge>
      <Badge tone="gift">
        <Icon name="gift" size={14} /> Подарок
      </Badge>
      <Badge>Хит</Badge>
    </div>
  ),
};

/** Header icons with their count badges: 0 shows nothing, above 99 reads 99+. */
export const Counts: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', margin: 0, padding: 0 }}>
      {[0, 3, 99, 150].map((count) => (
        <li key={count} style={{ position: 'relative', display: 'inline-flex' }}>
          <a href="/favorites/" aria-label={`Избранное: ${count}`}>
            <Icon name="heart" />
          </a>
          <span style={{ position: 'absolute', top: -8, left: 14 }}>
            <CountBadge count={count} />
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('99')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

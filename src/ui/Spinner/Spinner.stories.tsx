import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { size: 'm', label: 'Загрузка' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 16, color: 'var(--color-brand)' }}
    >
      <Spinner {...args} size="s" label="Маленький" />
      <Spinner {...args} size="m" label="Средний" />
      <Spinner {...args} size="l" label="Большой" />
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** Without a label it is decorative: the busy element around it speaks for it. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

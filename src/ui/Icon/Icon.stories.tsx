import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Design system/Icon',
  component: Icon,
  args: { name: 'heart', size: 24, title: 'Избранное' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Избранное' })).toBeVisible();
  },
};

/** The whole set with names, in the brand colour, as a reference for designers. */
export const AllIcons: Story = {
  args: { title: undefined },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        color: 'var(--color-brand)',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} title={name} />
          <code style={{ color: 'var(--color-text)', fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(iconNames.length);
    await expect(canvas.getByRole('img', { name: 'briefcase' })).toBeVisible();
  },
};

/** Inside a named button the icon is decorative and hidden from screen readers. */
export const Decorative: Story = {
  args: { name: 'basket', title: undefined },
  render: (args) => (
    <button type="button" aria-label="Корзина">
      <Icon {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Корзина' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A filled heart marks a product already in favorites; a filled star a given rating. */
export const Filled: Story = {
  args: { filled: true, size: 32 },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Icon {...args} name="heart" title="В избранном" style={{ color: 'var(--color-coral)' }} />
      <Icon {...args} name="star" title="Оценка" style={{ color: 'var(--color-sunflower)' }} />
    </span>
  ),
};

/** The one chevron turned for "next", "previous" and "collapse". */
export const Rotated: Story = {
  args: { name: 'chevron', title: undefined },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Icon {...args} rotate={0} />
      <Icon {...args} rotate={90} />
      <Icon {...args} rotate={180} />
      <Icon {...args} rotate={270} />
    </span>
  ),
};

/** Sizes used in the shop: 16 in text, 20 in buttons, 24 in the header, 48 in empty states. */
export const Sizes: Story = {
  args: { name: 'gift', title: undefined },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {[16, 20, 24, 48].map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </span>
  ),
};

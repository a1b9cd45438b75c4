import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors, fontFamily } from '@ui/tokens';
import { TokensOverview } from './TokensOverview';

const meta = {
  title: 'Design system/Tokens',
  component: TokensOverview,
} satisfies Meta<typeof TokensOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The palette, type scale and breakpoints, as the theme puts them on :root. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Палитра' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(colors).length);
    await expect(canvas.getByText('brandHover')).toBeVisible();
    // The theme decorator put the tokens on :root as custom properties (STYLE.md).
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--color-brand').trim()).toBe(colors.brand);
    // The self-hosted font has Cyrillic glyphs and is loaded before the story renders.
    const family = fontFamily.split(',')[0];
    await expect(document.fonts.check(`700 16px ${family}`, 'Съешь')).toBe(true);
  },
};

/** The same overview on a 375 px phone: the palette collapses to one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Брейкпоинты' })).toBeVisible();
    await expect(canvas.getByText('от 1530px')).toBeVisible();
  },
};

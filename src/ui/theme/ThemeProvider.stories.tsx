import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colors } from '../tokens';
import { ThemeProvider } from './ThemeProvider';

const meta = {
  title: 'Design system/ThemeProvider',
  component: ThemeProvider,
  args: {
    children: (
      <article>
        <h1>Товары для творчества и хобби</h1>
        <p>
          Алмазная мозаика, картины по номерам и наборы для вышивки. <a href="#">Каталог</a>
        </p>
      </article>
    ),
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The app and every story sit in this provider: the tokens become CSS custom properties on :root
 * and the global style sets the self-hosted font, text colour and link colour.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--color-brand').trim()).toBe(colors.brand);
    const heading = getComputedStyle(canvas.getByRole('heading', { level: 1 }));
    await expect(heading.fontFamily).toMatch(/^"?Nunito"?,/);
    const link = getComputedStyle(canvas.getByRole('link', { name: 'Каталог' }));
    await expect(link.color).toBe('rgb(122, 62, 232)');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LazyImage } from './LazyImage';

/** Generated artwork (DESIGN.md: generated pictures until real photos), inline so no network is needed. */
const artwork = (from: string, to: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="400" height="300" fill="url(#g)"/><circle cx="200" cy="150" r="80" fill="#fff" opacity=".5"/></svg>`,
  )}`;

const meta = {
  title: 'Design system/LazyImage',
  component: LazyImage,
  args: {
    src: artwork('#7a3ee8', '#e5484d'),
    alt: 'Набор для рисования по номерам «Закат»',
    aspectRatio: '4 / 3',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the picture loads and fades in over the blank colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Набор для рисования по номерам «Закат»' });
    await waitFor(() => expect(image).toHaveAttribute('data-loaded', 'true'));
    // Issue 11 point 4: the browser knows the picture's shape before it loads.
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
};

/** R-CONST-3: far below the fold nothing loads; the box shows #f9f5ff until it comes within 550 px. */
export const BelowTheFold: Story = {
  name: 'R-CONST-3: loads 550 px before the viewport',
  decorators: [(Story) => <div style={{ paddingTop: 2000 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Набор для рисования по номерам «Закат»' });
    const frame = image.parentElement!;
    await expect(image).not.toHaveAttribute('src');
    await expect(getComputedStyle(frame).backgroundColor).toBe('rgb(249, 245, 255)');

    // Scroll until the image's top is 500 px below the bottom edge of the viewport: within 550 px.
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, frame.getBoundingClientRect().top + view.scrollY - view.innerHeight - 500);
    await waitFor(() => expect(image).toHaveAttribute('src'));
    view.scrollTo(0, 0);
  },
  parameters: { visual: { skipReason: 'A 2000 px blank page; the Default story shows the look.' } },
};

/** A square product card picture. */
export const Square: Story = { args: { aspectRatio: '1 / 1', src: artwork('#12805c', '#f5b400') } };

/** A page's main picture (a product's photo): asked for at once, even far below the fold. */
export const MainPicture: Story = {
  args: { priority: true },
  decorators: [(Story) => <div style={{ paddingTop: 2000 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Набор для рисования по номерам «Закат»' });
    await expect(image).toHaveAttribute('src');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
  parameters: { visual: { skipReason: 'A 2000 px blank page; the Default story shows the look.' } },
};

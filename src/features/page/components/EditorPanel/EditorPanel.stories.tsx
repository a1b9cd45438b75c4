import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EditorPanel } from './EditorPanel';

/** What server/modules/page/panel.ts sends an editor on a section page. */
const SECTION_PANEL =
  '<nav class="staff-panel" aria-label="Панель редактора">' +
  '<a href="/admin/filter/?sectionId=12">Настройка фильтра раздела</a>' +
  '<a href="/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/">SEO фильтра раздела</a>' +
  '<a href="/admin/">Администрирование</a></nav>';

const meta = {
  title: 'Shop/Page/EditorPanel',
  component: EditorPanel,
  args: { html: SECTION_PANEL },
} satisfies Meta<typeof EditorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 12 point 1: a section page seen by an editor links to that section's settings. */
export const SectionPage: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('navigation', { name: 'Панель редактора' });
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Настройка фильтра раздела' })).toHaveAttribute(
      'href',
      '/admin/filter/?sectionId=12',
    );
    await expect(canvas.getByRole('link', { name: 'SEO фильтра раздела' })).toHaveAttribute(
      'href',
      '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/',
    );
  },
};

/** Any other page: only the way to the staff area. */
export const OtherPage: Story = {
  args: {
    html: '<nav class="staff-panel" aria-label="Панель редактора"><a href="/admin/">Администрирование</a></nav>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Администрирование' })).toBeVisible();
  },
};

/** A shopper's page JSON has an empty panel: nothing is drawn. */
export const Shopper: Story = {
  args: { html: '' },
  parameters: { visual: { skipReason: 'Nothing is drawn: there is no picture to compare.' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sectionData } from '../../testing/sectionFixtures';
import { SectionLinks } from './SectionLinks';

const data = sectionData();

const meta = {
  title: 'Shop/Catalog/SectionLinks',
  component: SectionLinks,
  args: {
    title: 'Подразделы',
    links: data.subsections.map(({ name, url, count }) => ({ title: name, link: url, count })),
  },
} satisfies Meta<typeof SectionLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subsections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Подразделы' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На подрамнике 842' })).toHaveAttribute(
      'href',
      '/shop/na-podramnike/',
    );
  },
};

/** Landing tags; the one being shown is marked current. */
export const Tags: Story = {
  args: {
    title: 'Популярные подборки',
    links: data.tags,
    currentLink: '/shop/almaznaya-mozaika/razmer-40x50/',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Алмазная мозаика 40x50' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A section without subsections shows no block at all (a caption keeps the story visible). */
export const Empty: Story = {
  args: { links: [] },
  render: (args) => (
    <div>
      <p>У раздела нет подразделов.</p>
      <SectionLinks {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

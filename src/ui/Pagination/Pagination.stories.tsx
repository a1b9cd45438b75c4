import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Pagination } from './Pagination';

// spec §2: page 1 is the base url; other pages are /page/{n}/ under it.
const hrefFor = (page: number) => (page === 1 ? '/shop/vyshivka/' : `/shop/vyshivka/page/${page}/`);

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, hrefFor },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Страницы' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent(
      'Страница 5',
    );
    await expect(canvas.getByRole('link', { name: 'Страница 4' })).toHaveAttribute(
      'href',
      '/shop/vyshivka/page/4/',
    );
    await expect(canvas.getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      '/shop/vyshivka/',
    );
    await expect(canvas.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute(
      'href',
      '/shop/vyshivka/page/4/',
    );
    await expect(canvas.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute(
      'href',
      '/shop/vyshivka/page/6/',
    );
  },
};

/** On the first page there is no previous link, and the current page is not a link. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('link', { name: 'Предыдущая страница' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Страница 1' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Следующая страница' })).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('link', { name: 'Следующая страница' }),
    ).not.toBeInTheDocument();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('…')).not.toBeInTheDocument();
  },
};

/** A single page needs no pagination at all. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  render: (args) => (
    <div>
      <p>Все товары раздела на одной странице.</p>
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { page: 48, pageCount: 120 },
  globals: { viewport: { value: 'mobile' } },
};

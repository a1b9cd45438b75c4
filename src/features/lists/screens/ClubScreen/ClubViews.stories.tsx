import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ClubPost } from '@features/api';
import { ClubListView } from './ClubListView';
import { ClubPostView } from './ClubPostView';

const post = (n: number, kind: ClubPost['kind'] = 'club'): ClubPost => ({
  kind,
  code: `post-${n}`,
  title:
    [
      'Как собрать алмазную мозаику без ошибок',
      'Итоги конкурса работ клуба',
      'Чем покрыть готовую картину',
    ][n % 3] ?? '',
  preview:
    'Рассказываем по шагам: от подготовки холста до покрытия лаком — с фото участников клуба.',
  url: kind === 'blog' ? `/club/blog/post-${n}/` : `/club/post-${n}/`,
  publishedAt: `2026-0${n + 1}-15T08:00:00Z`,
});

const meta = {
  title: 'Shop/Lists/ClubListScreen',
  component: ClubListView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Клуб',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Клуб' }],
    url: '/club/',
    data: {
      kind: 'club',
      posts: [post(0), post(1), post(2)],
      pagination: { page: 1, pageCount: 2, pageSize: 12, total: 15 },
    },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ClubListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Club: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Клуб' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Итоги конкурса работ клуба' })).toHaveAttribute(
      'href',
      '/club/post-1/',
    );
    await expect(canvas.getByText('15 февраля 2026')).toBeVisible();
  },
};

export const Blog: Story = {
  args: {
    title: 'Блог',
    url: '/club/blog/',
    data: {
      kind: 'blog',
      posts: [post(0, 'blog')],
      pagination: { page: 1, pageCount: 1, pageSize: 12, total: 1 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Блог' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = {
  args: {
    data: {
      kind: 'club',
      posts: [],
      pagination: { page: 1, pageCount: 0, pageSize: 12, total: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Публикаций пока нет' })).toBeVisible();
  },
};

/** One post: its date, the editors' text and the way back to the list. */
export const Post: StoryObj<typeof ClubPostView> = {
  render: () => (
    <ClubPostView
      title={post(0).title}
      breadcrumbs={[
        { label: 'Главная', href: '/' },
        { label: 'Клуб', href: '/club/' },
        { label: post(0).title },
      ]}
      data={{ kind: 'club', postCode: 'post-0', post: post(0) }}
      content="<p>Разложите стразы по лоткам, начинайте с верхнего угла и снимайте плёнку по частям.</p>"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Все публикации клуба' })).toHaveAttribute(
      'href',
      '/club/',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

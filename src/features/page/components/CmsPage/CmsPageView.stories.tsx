import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageTitle } from '../PageTitle';
import { CmsPageView } from './CmsPageView';

const contacts =
  '<p>Мы работаем ежедневно с 9:00 до 21:00 по московскому времени.</p>' +
  '<p>Адрес склада и пункта самовывоза: г. Москва, ул. Ткацкая, д. 5, стр. 3.</p>' +
  '<h2 id="rekvizity">Реквизиты</h2>' +
  '<p>ООО «Хобби Хоум», ИНН 7700000000. <a href="/vozvrat-tovarov/">Условия возврата</a></p>';

const meta = {
  title: 'Shop/Page/CmsPage',
  component: CmsPageView,
  args: {
    title: (
      <PageTitle
        title="Контакты"
        breadcrumbs={[{ label: 'Главная', href: '/' }, { label: 'Контакты' }]}
      />
    ),
    content: contacts,
    // The app turns the click into a client-side navigation; here it only must not leave.
    onContentClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
} satisfies Meta<typeof CmsPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Условия возврата' }));
    await expect(args.onContentClick).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    title: (
      <PageTitle title="Возврат товаров надлежащего и ненадлежащего качества, купленных в интернет-магазине" />
    ),
    content: Array.from({ length: 6 }, () => contacts).join(''),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

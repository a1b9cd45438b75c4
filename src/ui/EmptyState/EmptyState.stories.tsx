import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@ui/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    icon: 'heart',
    title: 'В избранном пока пусто',
    text: 'Нажимайте на сердечко у товаров, чтобы вернуться к ним позже.',
    action: <Button href="/shop/">Перейти в каталог</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/shop/',
    );
  },
};

export const EmptyBasket: Story = {
  args: {
    icon: 'basket',
    title: 'В корзине пока ничего нет',
    text: 'Загляните в новинки — там много интересного.',
    action: <Button href="/new/">Смотреть новинки</Button>,
  },
};

export const NothingFound: Story = {
  args: {
    icon: 'search',
    title: 'Ничего не нашлось',
    text: 'Попробуйте изменить запрос или сбросить фильтры.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'У вас пока нет заказов, но это легко исправить — в каталоге больше ста тысяч товаров',
    text:
      'Картины по номерам, алмазная мозаика, наборы для вышивания, пряжа, краски, кисти и всё, ' +
      'что нужно для творчества, — с доставкой по всей России.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageTitle } from '@features/page';
import { subscriptionTopics } from '../../testing';
import { SubscriptionView } from './SubscriptionView';

const meta = {
  title: 'Shop/Personal/SubscriptionView',
  component: SubscriptionView,
  args: {
    title: <PageTitle title="Подписка" />,
    topics: subscriptionTopics(['news']),
    email: 'anna@hobby.test',
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SubscriptionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15 point 5: three topics as checkboxes; 'Сохранить' sends the chosen ones. */
export const Choose: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('group', { name: 'Письма на адрес anna@hobby.test' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Новости магазина')).toBeChecked();
    await userEvent.click(canvas.getByLabelText('Новинки'));
    await userEvent.click(canvas.getByLabelText('Новости магазина'));
    await userEvent.click(canvas.getByLabelText('Акции и скидки'));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      topics: ['promotions', 'new_items'],
      consent: true,
    });
  },
};

/** Issue 27 point 5: switching a mailing on without the consent box saves nothing. */
export const SwitchOnWithoutConsent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Новинки'));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(
      canvas.getByText('Подтвердите согласие на обработку персональных данных'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Switching every mailing off takes no data: no consent is asked for. */
export const SwitchOffWithoutConsent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Новости магазина'));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSave).toHaveBeenCalledWith({ topics: [] });
    await expect(
      canvas.queryByText('Подтвердите согласие на обработку персональных данных'),
    ).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  args: { message: { tone: 'success', title: 'Подписка сохранена' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Подписка сохранена');
  },
};

/** Issue 15: the one-click link of an e-mail led here (`?unsubscribed=1`). */
export const UnsubscribedByLink: Story = {
  args: { unsubscribed: 'done', topics: subscriptionTopics([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Вы отписаны от рассылки');
  },
};

/** `?unsubscribed=0`: the link was wrong. */
export const InvalidLink: Story = {
  args: { unsubscribed: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ссылка для отписки недействительна');
  },
};

/** Signed up by phone: the page says where to add an e-mail. */
export const NoEmail: Story = {
  args: { email: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'укажите электронную почту' })).toHaveAttribute(
      'href',
      '/personal/private/',
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
};

export const Loading: Story = {
  args: { topics: null },
};

export const Failed: Story = {
  args: { topics: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить подписки.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

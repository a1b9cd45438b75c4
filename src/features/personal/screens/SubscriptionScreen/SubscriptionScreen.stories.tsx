import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { SubscriptionTopic } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { profile, subscriptionTopics } from '../../testing';
import { SubscriptionScreen } from './SubscriptionScreen';

const saved: unknown[] = [];

const meta = {
  title: 'Shop/Personal/SubscriptionScreen',
  component: SubscriptionScreen,
  beforeEach({ msw }) {
    saved.length = 0;
    let topics = subscriptionTopics(['news']);
    msw.use(
      http.get('/api/user/profile', () => HttpResponse.json({ result: profile })),
      http.get('/api/personal/subscriptions', () => HttpResponse.json({ result: topics })),
      http.post('/api/personal/subscriptions', async ({ request }) => {
        const body = (await request.json()) as { topics: SubscriptionTopic['topic'][] };
        saved.push(body);
        topics = subscriptionTopics(body.topics);
        return HttpResponse.json({ result: topics });
      }),
    );
  },
  decorators: [(Story) => <StoryShop url="/personal/subscribe/">{Story()}</StoryShop>],
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving sends the whole set and the page shows what the server now holds. */
export const Save: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Акции и скидки'));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Подписка сохранена');
    await expect(saved).toEqual([{ topics: ['news', 'promotions'], consent: true }]);
    await expect(canvas.getByLabelText('Акции и скидки')).toBeChecked();
  },
};

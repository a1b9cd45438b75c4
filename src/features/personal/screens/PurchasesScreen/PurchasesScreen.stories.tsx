import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fakeBasket, productCard, StoryShop } from '@features/catalog/testing';
import { purchase } from '../../testing';
import { PurchasesScreen } from './PurchasesScreen';

const basket = () => fakeBasket([productCard(100), productCard(101)]);

const meta = {
  title: 'Shop/Personal/PurchasesScreen',
  component: PurchasesScreen,
  decorators: [(Story) => <StoryShop url="/personal/purchases/">{Story()}</StoryShop>],
} satisfies Meta<typeof PurchasesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let requests: ReturnType<typeof basket>['requests'] = [];

/** 'Купить снова' puts one piece into the basket; the card then leads to the basket. */
export const BuyAgain: Story = {
  beforeEach({ msw }) {
    const fake = basket();
    requests = fake.requests;
    msw.use(
      ...fake.handlers,
      http.get('/api/personal/purchases', () =>
        HttpResponse.json({
          result: { items: [purchase(0), purchase(1)], page: 1, pages: 1, total: 2 },
        }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const [first] = within(
      await canvas.findByRole('list', { name: 'Купленные товары' }),
    ).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: /Купить снова/ }));
    await expect(
      await within(first!).findByRole('link', { name: 'В корзине: 1 шт.' }),
    ).toBeVisible();
    await expect(requests).toEqual([{ call: 'add', body: { productId: 100, quantity: 1 } }]);
  },
};

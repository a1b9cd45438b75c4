import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { ShippingInfo } from '@features/api';
import { pageJson, StoryShop } from '@features/catalog/testing';
import { clientMadePage } from '@features/page';
import { ShippingScreen } from './ShippingScreen';

const asked: (string | null)[] = [];

const kazan: ShippingInfo = {
  location: { id: 7, code: 'kazan', name: 'Казань', nameAccusative: 'Казань' },
  zone: 'Поволжье',
  options: [
    {
      kind: 'courier',
      title: 'Курьером до двери',
      price: 390,
      freeFrom: 5000,
      minDays: 1,
      maxDays: 3,
    },
  ],
};

const meta = {
  title: 'Shop/Lists/ShippingPage',
  component: ShippingScreen,
  // What the router makes for /shipping/kazan/ without a request: the url's params as data.
  args: {
    page: clientMadePage('shipping', 'Доставка', '/shipping/kazan/', { locationCode: 'kazan' }),
  },
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(
      http.get('/api/shipping/options', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('locationCode'));
        return HttpResponse.json({ result: kazan });
      }),
    );
  },
  decorators: [(Story) => <StoryShop url="/shipping/kazan/">{Story()}</StoryShop>],
} satisfies Meta<typeof ShippingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options call gets the city named in the url (/shipping/<city>/). */
export const CityFromUrl: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Доставка в Казань' }),
    ).toBeVisible();
    await expect(asked).toEqual(['kazan']);
  },
};

/** A page JSON from the server already holds the options: no extra call. */
export const FromPageJson: Story = {
  args: {
    page: pageJson(
      'shipping',
      'Доставка',
      { locationCode: 'kazan', shipping: kazan },
      '/shipping/kazan/',
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Доставка в Казань' }),
    ).toBeVisible();
    await expect(asked).toEqual([]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from 'react-redux';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BasketItem } from '@features/api';
import { selectBasketCount } from '@features/basket';
import { basketInfoOf, StoryShop } from '@features/catalog/testing';
import { useGetBasketInfoQuery } from '@features/api';
import { ADD_PHOTO_KIT_URL } from '../../photoKitApi';
import { photoKitHandlers, photoKitLine, photoKitOffer, scenePhotoFile } from '../../testing';
import { PhotoKitConstructor } from './PhotoKitConstructor';

/** What the story's server received and holds. */
const server = {
  forms: [] as Record<string, string>[],
  items: [] as BasketItem[],
  /** The refusal the next upload meets, if any. */
  refusal: null as { status: number; code: string; message: string } | null,
};

const handlers = [
  ...photoKitHandlers,
  http.get('/api/catalog/basket/info', () =>
    HttpResponse.json({ result: basketInfoOf(server.items) }),
  ),
  http.post(ADD_PHOTO_KIT_URL, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `file ${value.name} ${value.size}`;
    });
    server.forms.push(fields);
    await delay(100);
    if (server.refusal) {
      const { status, code, message } = server.refusal;
      return HttpResponse.json({ error: { code, message } }, { status });
    }
    server.items.push({
      basketItemId: server.items.length + 1,
      productId: Number(fields.productId),
      name: 'Алмазная мозаика по фото 40x50',
      price: 2590,
      old_price: null,
      brand: null,
      category_chain: 'Алмазная мозаика по фото',
      sku: 'PHOTO-40x50',
      quantity: 1,
      stock: 999,
      url: '/almaznaya-vyshivka-na-zakaz-po-fotografii/',
      image: null,
      photoKit: photoKitLine(),
    });
    return HttpResponse.json({ result: basketInfoOf(server.items) });
  }),
];

/** The header's badge as the shop computes it, to see the basket follow the upload. */
function BasketBadge() {
  useGetBasketInfoQuery();
  return <p>В корзине: {useSelector(selectBasketCount)}</p>;
}

const meta = {
  title: 'Shop/PhotoKit/PhotoKitConstructor',
  component: PhotoKitConstructor,
  render: (args) => (
    <StoryShop url="/almaznaya-vyshivka-na-zakaz-po-fotografii/">
      <BasketBadge />
      <PhotoKitConstructor {...args} />
    </StoryShop>
  ),
  beforeEach({ msw }) {
    server.forms = [];
    server.items = [];
    server.refusal = null;
    msw.use(...handlers);
  },
} satisfies Meta<typeof PhotoKitConstructor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Chooses the test scene as a PNG and waits for the worker's first chart on screen. */
async function choosePhotoAndWaitForChart(canvas: Canvas) {
  const photo = await scenePhotoFile(600, 750, 'semya.png');
  await userEvent.upload(await canvas.findByLabelText('Выберите фото'), photo);
  const board = await canvas.findByRole('img', { name: /^160 × 200 страз/ }, { timeout: 20_000 });
  await waitFor(() => expect(canvas.queryByText('Строим схему…')).toBeNull(), { timeout: 20_000 });
  return board;
}

/**
 * issue 16: the whole way in the browser: the photo is read and charted by the worker, the
 * legend adds up to 32 000 drills within the cap, and 'В корзину' sends the form with the
 * preview's chart hash; the basket's badge follows.
 */
export const PhotoToBasket: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('В корзине: 0')).toBeVisible();
    const board = await choosePhotoAndWaitForChart(canvas);
    const legend = canvas.getByRole('table', { name: 'Легенда' });
    const colourRows = within(legend).getAllByRole('row').slice(1, -1);
    await expect(colourRows.length).toBeLessThanOrEqual(40);
    await expect(within(legend).getAllByRole('row').at(-1)).toHaveTextContent('Всего32 000');
    await expect(canvas.getByText('semya.png')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(await canvas.findByText('Набор в корзине')).toBeVisible();
    await expect(await canvas.findByText('В корзине: 1')).toBeVisible();
    await expect(server.forms).toEqual([
      {
        productId: '9003',
        orientation: 'portrait',
        drillShape: 'square',
        colourMode: 'colour',
        canvas: 'rolled',
        maxColours: '40',
        dithering: 'false',
        'crop[x]': '0',
        'crop[y]': '0',
        'crop[width]': '600',
        'crop[height]': '750',
        chartHash: board.getAttribute('data-chart-hash'),
        photo: expect.stringMatching(/^file semya\.png \d+$/),
      },
    ]);
    // The fields come before the file, so the server checks them before the photo streams in.
    await expect(Object.keys(server.forms[0]!).at(-1)).toBe('photo');
  },
};

/**
 * issue 16: options change the chart: fewer colours and the stretcher (price with surcharge);
 * the kit in the basket stays that kit, and the changed one can be added again.
 */
export const OptionsChangeTheChart: Story = {
  play: async ({ canvas }) => {
    const board = await choosePhotoAndWaitForChart(canvas);
    const before = board.getAttribute('data-chart-hash');
    await userEvent.click(canvas.getByRole('radio', { name: 'Чёрно-белая' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: /страз/ })).not.toHaveAttribute(
          'data-chart-hash',
          before,
        ),
      { timeout: 20_000 },
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'На подрамнике +1 000 ₽' }));
    const price = canvas.getByText('Цена').parentElement!;
    await expect(within(price).getByText('3 590 ₽')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Строим схему…')).toBeNull(), {
      timeout: 20_000,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** issue 16: a text file named photo.jpg is read by the worker and refused by its bytes. */
export const TextFileNamedJpg: Story = {
  play: async ({ canvas }) => {
    const fake = new File(['это не фотография'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(await canvas.findByLabelText('Выберите фото'), fake);
    await expect(await canvas.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Загрузите фотографию в формате JPEG, PNG или WebP',
    );
    await expect(canvas.queryByRole('region', { name: 'Схема' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** issue 16: the server's chart differed from the preview: its message, nothing in the basket. */
export const ServerRefusesTheChart: Story = {
  play: async ({ canvas }) => {
    server.refusal = {
      status: 409,
      code: 'CHART_MISMATCH',
      message: 'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз',
    };
    await choosePhotoAndWaitForChart(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз',
    );
    await expect(canvas.getByText('В корзине: 0')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The sizes could not be loaded: 'Повторить' asks again and the constructor appears. */
export const OfferUnavailable: Story = {
  beforeEach({ msw }) {
    let failures = 1;
    msw.use(
      http.get('/api/photo-kits/offer', () => {
        if (failures-- > 0)
          return HttpResponse.json(
            { error: { code: 'INTERNAL', message: 'Сервис временно недоступен' } },
            { status: 503 },
          );
        return HttpResponse.json({ result: photoKitOffer() });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Перетащите фото сюда или выберите файл')).toBeVisible();
  },
};

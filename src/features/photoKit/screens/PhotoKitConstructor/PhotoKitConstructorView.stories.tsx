import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultCrop } from '@mosaic';
import { initialChoice } from '../../kitChoice';
import { photoKitOffer, sceneChart, scenePhotoUrl } from '../../testing';
import { PhotoKitConstructorView } from './PhotoKitConstructorView';

const offer = photoKitOffer();
const choice = initialChoice(offer);
const photo = { url: scenePhotoUrl(400, 500), name: 'semya-na-dache.jpg', width: 400, height: 500 };
const crop = defaultCrop(photo, 160, 200);
const reducedChart = sceneChart();
const sepiaChart = sceneChart({ colourMode: 'sepia' });

const meta = {
  title: 'Shop/PhotoKit/PhotoKitConstructorView',
  component: PhotoKitConstructorView,
  args: {
    offer,
    loadError: null,
    onRetry: fn(),
    choice,
    onChoiceChange: fn(),
    photo: null,
    reading: false,
    problem: null,
    onPhotoChoose: fn(),
    onPhotoRefuse: fn(),
    crop: null,
    onCropChange: fn(),
    chart: null,
    building: false,
    canAdd: false,
    adding: false,
    added: false,
    addError: null,
    onAdd: fn(),
  },
} satisfies Meta<typeof PhotoKitConstructorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a photo read, its frame and the chart of the current options. */
const withChart = {
  photo,
  crop,
  chart: reducedChart,
  canAdd: true,
} as const;

/** issue 16: nothing chosen yet: the drop zone, the options and the price of 40×50. */
export const NoPhoto: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Алмазная мозаика по вашему фото' }),
    ).toBeVisible();
    await expect(canvas.getByText('Перетащите фото сюда или выберите файл')).toBeVisible();
    const price = canvas.getByText('Цена').parentElement!;
    await expect(within(price).getByText('2 590 ₽')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'Схема' })).toBeNull();
  },
};

/** The sizes and prices are on their way. */
export const LoadingOffer: Story = {
  args: { offer: null, choice: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка конструктора' })).toBeVisible();
  },
};

/** The sizes could not be loaded: the error with a retry. */
export const OfferError: Story = {
  args: {
    offer: null,
    choice: null,
    loadError: 'Не удалось загрузить конструктор. Попробуйте ещё раз',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить конструктор. Попробуйте ещё раз',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** issue 16: the worker reads the chosen file. */
export const ReadingPhoto: Story = {
  args: { reading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Читаем фото…')).toBeVisible();
  },
};

/** issue 16: the photo is read and framed; its first chart is being made. */
export const BuildingChart: Story = {
  args: { photo, crop, building: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Рамка' })).toBeVisible();
    await expect(canvas.getByText('Строим схему…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  },
};

/** issue 16: the preview of a sepia kit within the cap, with its legend; ready for the basket. */
export const Preview: Story = {
  args: { ...withChart, chart: sepiaChart, choice: { ...choice, colourMode: 'sepia' } },
  play: async ({ canvas, args }) => {
    const preview = canvas.getByRole('region', { name: 'Схема' });
    const colours = sepiaChart.colours.length;
    await expect(within(preview).getByRole('img')).toHaveAttribute(
      'data-chart-hash',
      sepiaChart.hash,
    );
    await expect(within(preview).getByText(`160 × 200 страз, ${colours} цветов`)).toBeVisible();
    await expect(canvas.queryByText(/схема сведена/)).toBeNull();
    const legend = canvas.getByRole('table', { name: 'Легенда' });
    await expect(within(legend).getAllByRole('row').at(-1)).toHaveTextContent('Всего32 000');
    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** issue 16: the photo matched more DMC colours than the cap: the chart is reduced to 40. */
export const TooManyColoursReduced: Story = {
  args: withChart,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('160 × 200 страз, 40 цветов')).toBeVisible();
    await expect(
      canvas.getByText(`В фото ${reducedChart.matchedColours} цветов DMC, схема сведена к 40`),
    ).toBeVisible();
  },
};

/** issue 16: options changed: the chart before stays under 'Строим схему…', adding waits. */
export const Rebuilding: Story = {
  args: { ...withChart, building: true, canAdd: false, choice: { ...choice, maxColours: 25 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Строим схему…')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /160 × 200 страз/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  },
};

/** Checks the refusal's words in the alert, announced as it appears. */
const alertSays =
  (text: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
  };

/** issue 16: a file over 20 MB, refused before reading. */
export const ErrorTooLarge: Story = {
  args: { problem: { code: 'TOO_LARGE' } },
  play: alertSays('Файл больше 20 МБ'),
};

/** issue 16: a text file named .jpg: its bytes are no image. */
export const ErrorNotAnImage: Story = {
  args: { problem: { code: 'NOT_IMAGE' } },
  play: alertSays('Загрузите фотографию в формате JPEG, PNG или WebP'),
};

/** issue 16: an image whose data breaks off. */
export const ErrorBroken: Story = {
  args: { problem: { code: 'BROKEN' } },
  play: alertSays('Не удалось прочитать фотографию: файл повреждён'),
};

/**
 * issue 16: a photo too small for 50×65 (it needs 200 × 260 pixels): the frame stays, so a
 * smaller size can be chosen, and no chart is made.
 */
export const ErrorTooSmallForSize: Story = {
  args: {
    photo: { ...photo, url: scenePhotoUrl(180, 240), width: 180, height: 240 },
    crop: defaultCrop({ width: 180, height: 240 }, 200, 260),
    choice: { ...choice, productId: 9004 },
    problem: { code: 'TOO_SMALL', size: '50x65', cols: 200, rows: 260 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Фотография слишком мала для размера 50x65: нужно не меньше 200×260 точек',
    );
    await expect(canvas.queryByRole('region', { name: 'Схема' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  },
};

/** issue 16, issue 24 point 3: the photo and the kit go up to the basket, and the page says so. */
export const Adding: Story = {
  args: { ...withChart, adding: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'В корзину' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Отправляем фото и сверяем схему…')).toBeVisible();
  },
};

/** issue 16: the kit is in the basket: 'Набор в корзине' and the link to it. */
export const Added: Story = {
  args: { ...withChart, added: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Набор в корзине')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/personal/order/make/',
    );
  },
};

/** issue 16: the server refused the kit (its chart differed): its message under the button. */
export const ServerError: Story = {
  args: {
    ...withChart,
    addError: 'Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз',
  },
  play: alertSays('Схема не совпала с предпросмотром. Обновите страницу и попробуйте ещё раз'),
};

/** issue 16: at 375 px everything is one column: photo, options and price, preview, legend. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { ...withChart, choice: { ...choice, drillShape: 'round' } },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('button', { name: 'Рамка' }).getBoundingClientRect();
    const price = canvas.getByRole('button', { name: 'В корзину' }).getBoundingClientRect();
    const preview = canvas.getByRole('region', { name: 'Схема' }).getBoundingClientRect();
    await expect(price.top).toBeGreaterThan(frame.bottom);
    await expect(preview.top).toBeGreaterThan(price.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

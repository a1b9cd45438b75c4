import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageJson, StoryShop } from '@features/catalog/testing';
import { PHOTO_KIT_ANCHOR } from '../../components/PhotoKitSection';
import { photoKitHandlers } from '../../testing';
import { PhotoOrderScreen } from './PhotoOrderScreen';

const URL = '/almaznaya-vyshivka-na-zakaz-po-fotografii/';

/** The photo page as the server sends it (the demo's texts, page type `photo`). */
const photoPage = {
  ...pageJson('photo', 'Алмазная мозаика по вашей фотографии', null, URL),
  content:
    '<p>Превратим вашу фотографию в набор алмазной мозаики: подберём цвета страз, напечатаем ' +
    'схему на холсте и соберём всё необходимое в коробку.</p>' +
    '<ul><li>Размеры от 20x30 до 50x65 см</li><li>Круглые или квадратные стразы</li>' +
    '<li>Изготовление за 3 рабочих дня</li></ul>',
};

const meta = {
  title: 'Shop/PhotoKit/PhotoOrderPage',
  component: PhotoOrderScreen,
  parameters: { layout: 'fullscreen' },
  args: { page: photoPage },
  beforeEach({ msw }) {
    msw.use(...photoKitHandlers);
  },
  decorators: [
    (Story) => (
      <StoryShop url={URL}>
        <div style={{ padding: 16 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof PhotoOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §2, issue 16: the editors' texts under the page's title and breadcrumbs, then the
 * constructor, ready for a photo.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Алмазная мозаика по вашей фотографии' }),
    ).toBeVisible();
    const text = canvas.getByText(/^Превратим вашу фотографию в набор алмазной мозаики/);
    await expect(text).toBeVisible();
    await expect(canvas.getByText('Изготовление за 3 рабочих дня')).toBeVisible();

    const constructor = canvasElement.querySelector<HTMLElement>(`#${PHOTO_KIT_ANCHOR}`)!;
    const kit = within(constructor);
    await expect(
      await kit.findByRole(
        'heading',
        { name: 'Алмазная мозаика по вашему фото' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    await expect(
      await kit.findByLabelText('Выберите фото', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // The texts come first, the constructor below them.
    await expect(
      text.compareDocumentPosition(constructor) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** The page on a phone: the texts, then the constructor in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByLabelText('Выберите фото', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Изготовление за 3 рабочих дня')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryShop } from '@features/catalog/testing';
import { photoKitHandlers } from '../../testing';
import { PHOTO_KIT_ANCHOR, PhotoKitSection } from './PhotoKitSection';

const meta = {
  title: 'Shop/PhotoKit/PhotoKitSection',
  component: PhotoKitSection,
  decorators: [
    (Story) => (
      <StoryShop url="/almaznaya-vyshivka-na-zakaz-po-fotografii/">
        <Story />
      </StoryShop>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...photoKitHandlers);
  },
} satisfies Meta<typeof PhotoKitSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Queries inside the section that `#constructor` links reach. */
const sectionOf = (canvasElement: HTMLElement) => {
  const section = canvasElement.querySelector<HTMLElement>(`#${PHOTO_KIT_ANCHOR}`);
  if (!section) throw new Error(`no #${PHOTO_KIT_ANCHOR} section`);
  return within(section);
};

/**
 * Issue 16: the section under the anchor links reach (`#constructor`) loads the constructor's
 * chunk, then the offer and the palette, and offers to choose a photo.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(
      await section.findByRole(
        'heading',
        { name: 'Алмазная мозаика по вашему фото' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    await expect(
      await section.findByLabelText('Выберите фото', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await expect(section.getByText('Перетащите фото сюда или выберите файл')).toBeVisible();
  },
};

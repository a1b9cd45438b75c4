import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fakeBasket } from '../../testing/fakeBasket';
import { pageJson, sectionData } from '../../testing/sectionFixtures';
import { StoryShop } from '../../testing/StoryShop';
import { SectionScreen } from './SectionScreen';

const data = sectionData();
const URL = '/shop/almaznaya-mozaika/razmer-40x50/page/2/';

const meta = {
  title: 'Shop/Catalog/SectionPage',
  component: SectionScreen,
  parameters: { layout: 'fullscreen' },
  args: { page: pageJson('section', 'Алмазная мозаика 40x50', data, URL) },
  beforeEach({ msw }) {
    msw.use(...fakeBasket(data.products).handlers);
  },
  decorators: [
    (Story) => (
      <StoryShop url={URL}>
        <div style={{ padding: 16 }}>{Story()}</div>
      </StoryShop>
    ),
  ],
} satisfies Meta<typeof SectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filter value is a link that navigates, inside the app, to the url the server gave for it. */
export const FilterNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^30x40/ }));
    await waitFor(() =>
      expect(canvas.getByTestId('url')).toHaveTextContent('/shop/almaznaya-mozaika/razmer-30x40/'),
    );
  },
};

/** Choosing an order navigates to its url. */
export const SortNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Сортировка' }), 'new');
    await waitFor(() =>
      expect(canvas.getByTestId('url')).toHaveTextContent(
        '/shop/almaznaya-mozaika/razmer-40x50/?sort=new',
      ),
    );
  },
};

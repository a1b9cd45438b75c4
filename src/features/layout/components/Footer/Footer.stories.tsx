import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EKATERINBURG } from '../../testing/layoutFixtures';
import { layoutServer } from '../../testing/layoutApiMocks';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { Footer } from './Footer';

const meta = {
  title: 'Shop/Layout/Footer',
  component: Footer,
  parameters: {
    layout: 'fullscreen',
    visual: { skipReason: 'The copyright line shows the current year.' },
  },
  beforeEach({ msw }) {
    msw.use(...layoutServer({ locationId: EKATERINBURG.id }).handlers);
  },
  decorators: [(Story) => <LayoutStoryShop>{Story()}</LayoutStoryShop>],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-LOC-3: the footer shows the chosen city's phone, loaded from the api. */
export const CityPhone: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Екатеринбург')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '+7 (800) 100-55-55' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Пазлы' })).toHaveAttribute(
      'href',
      '/shop/pazly/',
    );
  },
};

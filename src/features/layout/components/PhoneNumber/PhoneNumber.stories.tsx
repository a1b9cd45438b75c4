import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PhoneNumber } from './PhoneNumber';

const meta = {
  title: 'Shop/Layout/PhoneNumber',
  component: PhoneNumber,
  args: { phone: { value: '+7 (495) 123-45-67', normalized: '+74951234567' } },
} satisfies Meta<typeof PhoneNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The city's number as shown, dialled in its normalized form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+7 (495) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+74951234567',
    );
  },
};

/** While the city's phone is loading nothing is drawn. */
export const Unknown: Story = {
  args: { phone: null },
  parameters: { visual: { skipReason: 'Draws nothing: an empty screenshot shows no state.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A city given no phone yet (a new shop's Москва, migration 039): no empty tel: link. */
export const CityWithoutPhone: Story = {
  args: { phone: { value: '', normalized: '' } },
  parameters: { visual: { skipReason: 'Draws nothing: an empty screenshot shows no state.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

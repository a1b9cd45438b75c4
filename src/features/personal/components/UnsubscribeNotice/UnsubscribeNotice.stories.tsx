import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UnsubscribeNotice } from './UnsubscribeNotice';

const meta = {
  title: 'Shop/Personal/UnsubscribeNotice',
  component: UnsubscribeNotice,
  args: { result: 'done' },
} satisfies Meta<typeof UnsubscribeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 15: the link from an e-mail worked (`?unsubscribed=1`). */
export const Unsubscribed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Вы отписаны от рассылки');
  },
};

/** A wrong or old link (`?unsubscribed=0`). */
export const InvalidLink: Story = {
  args: { result: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ссылка для отписки недействительна');
  },
};

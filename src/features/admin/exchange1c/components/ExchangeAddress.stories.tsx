import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { ExchangeAddress } from './ExchangeAddress';

const URL_1C = 'https://hobby.test/bitrix/admin/1c_exchange.php';

const meta = {
  title: 'Admin/Exchange1c/ExchangeAddress',
  component: ExchangeAddress,
  args: { url: URL_1C },
} satisfies Meta<typeof ExchangeAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 28 point 3: «Скопировать» puts the address on the clipboard and says so. */
export const Copied: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(URL_1C)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL_1C);
    await expect(await canvas.findByText('Адрес скопирован')).toBeVisible();
  },
};

/** A browser that refuses the clipboard: staff are told to copy the address by hand. */
export const CopyRefused: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать' }));
    await expect(
      await canvas.findByText('Не удалось скопировать: выделите адрес и скопируйте его'),
    ).toBeVisible();
  },
};

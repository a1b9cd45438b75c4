import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice } from './Notice';

const meta = {
  title: 'Shop/Personal/Notice',
  component: Notice,
  args: { tone: 'success', title: 'Личные данные сохранены' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something was saved: announced politely. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Личные данные сохранены');
  },
};

/** Done, with exceptions listed under the title. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Товары добавлены в корзину',
    children: (
      <ul>
        <li>«Набор Маки» больше не продаётся</li>
      </ul>
    ),
  },
};

/** A refusal is an alert. */
export const Failure: Story = {
  args: { tone: 'error', title: 'Ссылка для отписки недействительна' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ссылка для отписки недействительна');
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Письмо отправлено' },
};

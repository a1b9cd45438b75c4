import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '@ui/Button';
import { Collapse } from './Collapse';

const values = ['Красный', 'Синий', 'Зелёный', 'Жёлтый'];

const meta = {
  title: 'Design system/Collapse',
  component: Collapse,
  args: {
    title: 'Цвет',
    onOpenChange: fn(),
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof Collapse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed; the toggle opens the body. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Цвет' });
    await expect(canvas.getByText('Синий')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByText('Синий')).toBeVisible());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** A filter config item: save and reset stay beside the toggle while collapsed. */
export const WithActions: Story = {
  args: {
    title: 'Материал',
    actions: (
      <>
        <Button size="s" variant="secondary">
          Сбросить
        </Button>
        <Button size="s">Сохранить</Button>
      </>
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '@ui/Button';
import { Popup } from './Popup';

const cities = ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск'];

const meta = {
  title: 'Design system/Popup',
  component: Popup,
  args: {
    label: 'Выбор города',
    onOpenChange: fn(),
    trigger: (props) => (
      <Button variant="ghost" iconStart="location" {...props}>
        Москва
      </Button>
    ),
    children: (close) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cities.map((city) => (
          <li key={city}>
            <Button variant="ghost" size="s" onClick={close}>
              {city}
            </Button>
          </li>
        ))}
      </ul>
    ),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens the panel below the trigger; choosing a city closes it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Москва' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Выбор города' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Казань' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('group')).not.toBeInTheDocument());
  },
};

/** Open, for the look of the panel. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Москва' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Выбор города' })).toBeVisible());
  },
};

/** Escape closes and gives focus back to the trigger. */
export const ClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Москва' });
    await userEvent.click(trigger);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** A click anywhere outside the panel closes it, and the trigger stays where focus was. */
export const ClosesOnClickOutside: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Москва' });
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Выбор города' })).toBeVisible());
    await userEvent.click(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('group')).not.toBeInTheDocument());
  },
};

/** Aligned with the trigger's right edge, as at the right end of the header. */
export const AlignedEnd: Story = {
  args: { align: 'end' },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
  play: Open.play,
};

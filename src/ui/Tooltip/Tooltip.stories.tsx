import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '@ui/Button';
import { Icon } from '@ui/Icon';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: {
    content: 'Колонки фильтра: код свойства, порядок значений и подпись в адресе страницы',
    children: (props) => (
      <Button variant="ghost" size="s" aria-label="О колонках фильтра" {...props}>
        <Icon name="info" size={16} />
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ padding: '64px 160px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The info tooltip of the filter SEO screen, shown on keyboard focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(
      canvas.getByRole('button', { name: 'О колонках фильтра' }),
    ).toHaveAccessibleDescription(tooltip.textContent ?? '');
  },
};

/** Below the element, shown on hover. */
export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'О колонках фильтра' }));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
  },
};

/** Escape hides it and the element loses its description, focus stays on the element. */
export const HidesOnEscape: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'О колонках фильтра' });
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(button).toHaveFocus();
  },
};

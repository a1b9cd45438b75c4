import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  // Nothing is drawn by design, so a screenshot would compare an empty box.
  parameters: { visual: { skipReason: 'The text is hidden from sight by design.' } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button whose only text is for screen readers keeps its accessible name. */
export const Default: Story = {
  render: () => (
    <button type="button">
      ♥<VisuallyHidden>Добавить в избранное</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Добавить в избранное/ });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};

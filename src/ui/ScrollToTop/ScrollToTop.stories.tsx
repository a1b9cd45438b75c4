import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';

/**
 * Scrolls the story's window. Headless Chromium in the story tests does not paint frames between
 * steps, so the browser's own scroll event may never come: it is sent here as the browser would.
 */
function scrollWindowTo(view: Window, y: number) {
  view.scrollTo(0, y);
  view.dispatchEvent(new Event('scroll'));
}

const meta = {
  title: 'Design system/ScrollToTop',
  component: ScrollToTop,
  decorators: [
    (Story) => (
      <div style={{ height: 3000 }}>
        <p>Прокрутите страницу вниз — справа внизу появится кнопка «Наверх».</p>
        <Story />
      </div>
    ),
  ],
  // The button is fixed to the viewport corner after a scroll; play functions check it.
  parameters: {
    visual: { skipReason: 'A 3000 px page whose button appears only after scrolling.' },
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the button shows after scrolling down and brings the page back to the top. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(canvas.queryByRole('button', { name: 'Наверх' })).not.toBeInTheDocument();
    // Repeated until the component listens: its scroll listener is attached after the first paint.
    const button = await waitFor(() => {
      scrollWindowTo(view, 1500);
      return canvas.getByRole('button', { name: 'Наверх' });
    });
    await userEvent.click(button);
    await waitFor(() => expect(view.scrollY).toBe(0));
    view.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Наверх' })).not.toBeInTheDocument(),
    );
  },
};

/** Below 992 px (lg) the button is never shown (spec §2: desktop only). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(view.matchMedia('(min-width: 992px)').matches).toBe(false);
    scrollWindowTo(view, 1500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: 'Наверх' })).not.toBeInTheDocument();
    scrollWindowTo(view, 0);
  },
};

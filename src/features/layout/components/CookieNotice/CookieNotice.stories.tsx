import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { PageBehindNotice } from '../../testing/PageBehindNotice';
import { CookieNotice } from './CookieNotice';

const forgetDismissal = () => {
  document.cookie = 'cookie_notice=; Max-Age=0; Path=/';
};

const meta = {
  title: 'Shop/Layout/CookieNotice',
  component: CookieNotice,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <LayoutStoryShop>
        <PageBehindNotice />
        {Story()}
      </LayoutStoryShop>
    ),
  ],
  // Each story starts from a browser that has not pressed «Понятно», and leaves none behind.
  beforeEach: () => {
    forgetDismissal();
    return forgetDismissal;
  },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const spaceAtBottom = (doc: Document) =>
  doc.documentElement.style.getPropertyValue('--fixed-bottom-space');

/**
 * Issue 27 point 5: a first visit shows the notice, which tells the page how much of the bottom
 * it covers; «Понятно» hides it, remembers it in the cookie for the server, and gives the room
 * back.
 */
export const FirstVisit: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const notice = canvas.getByRole('region', { name: 'Уведомление о файлах cookie' });
    const height = Math.ceil(notice.getBoundingClientRect().height);
    await waitFor(() => expect(spaceAtBottom(doc)).toBe(`${height}px`));
    await expect(doc.cookie).not.toContain('cookie_notice=1');
    await userEvent.click(canvas.getByRole('button', { name: 'Понятно' }));
    await expect(canvas.queryByRole('region', { name: 'Уведомление о файлах cookie' })).toBeNull();
    await expect(doc.cookie).toContain('cookie_notice=1');
    await expect(spaceAtBottom(doc)).toBe('');
  },
  parameters: {
    visual: {
      skipReason: 'Ends on the page without the notice; CookieNoticeView has the pictures.',
    },
  },
};

/** Issue 27 point 5: a browser that pressed «Понятно» before is never shown the notice again. */
export const AlreadyDismissed: Story = {
  beforeEach: () => {
    document.cookie = 'cookie_notice=1; Path=/';
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Уведомление о файлах cookie' })).toBeNull();
    await expect(spaceAtBottom(canvasElement.ownerDocument)).toBe('');
  },
  parameters: {
    visual: { skipReason: 'Only the page behind: the notice is not there.' },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LayoutStoryShop } from '../../testing/LayoutStoryShop';
import { PageBehindNotice } from '../../testing/PageBehindNotice';
import { CookieNoticeView } from './CookieNoticeView';

const meta = {
  title: 'Shop/Layout/CookieNoticeView',
  component: CookieNoticeView,
  parameters: { layout: 'fullscreen' },
  args: { onDismiss: fn() },
  decorators: [
    (Story) => (
      <LayoutStoryShop>
        <PageBehindNotice />
        {Story()}
      </LayoutStoryShop>
    ),
  ],
} satisfies Meta<typeof CookieNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 27 point 5, desktop: a card in the bottom-left corner over the page, labelled for screen
 * readers, with «Подробнее» to the consent document; «Понятно» hands the dismissal to the caller.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const notice = canvas.getByRole('region', { name: 'Уведомление о файлах cookie' });
    await expect(notice).toHaveTextContent(
      'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    );
    await expect(canvas.getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
      'href',
      '/soglasie-na-obrabotku-personalnyh-dannyh/',
    );
    const view = canvasElement.ownerDocument.defaultView!;
    const box = notice.getBoundingClientRect();
    // Fixed in the corner, clear of the scroll-to-top button's 72 px on the right.
    await expect(getComputedStyle(notice).position).toBe('fixed');
    await expect(box.left).toBe(24);
    await expect(view.innerHeight - box.bottom).toBe(24);
    await expect(box.right).toBeLessThan(view.innerWidth - 72);
    const button = canvas.getByRole('button', { name: 'Понятно' });
    await userEvent.click(button);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // The picture shows the notice at rest; KeyboardFocus has the focus ring.
    button.blur();
  },
};

/**
 * Issue 27 point 5, a 375 px phone: a bar across the bottom, the long text wrapping above the
 * button, nothing wider than the screen.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const notice = canvas.getByRole('region', { name: 'Уведомление о файлах cookie' });
    const box = notice.getBoundingClientRect();
    await expect([box.left, box.right, box.bottom]).toEqual([0, 375, view.innerHeight]);
    const text = canvas.getByText(/Мы используем файлы cookie/);
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(2 * lineHeight);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(375);
  },
};

/**
 * Issue 27 point 5, the keyboard: «Подробнее» and «Понятно» are reached with Tab and show the
 * focus ring; Enter on «Понятно» dismisses. Nothing was focused before the first Tab.
 */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.activeElement).toBe(doc.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Подробнее' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Понятно' });
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

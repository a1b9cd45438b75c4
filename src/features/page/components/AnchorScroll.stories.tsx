import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { SCROLL_OFFSET_PX } from '../scrollToAnchor';
import { AnchorScroll } from './AnchorScroll';

function LongPage() {
  return (
    <article>
      <Link to="#oplata">К разделу «Оплата»</Link>
      <div style={{ height: 1600 }} />
      <h2 id="oplata">Оплата</h2>
      <p>Картой на сайте или наличными при получении.</p>
      <div style={{ height: 1200 }} />
    </article>
  );
}

/** A page with an in-page link, inside a data router as in the shop layout. */
function AnchorScrollDemo() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Outlet />
              <AnchorScroll />
            </>
          ),
          children: [{ index: true, element: <LongPage /> }],
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shop/Page/AnchorScroll',
  component: AnchorScrollDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnchorScrollDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-PAGE-9: following `#oplata` leaves 80 px above the heading for the sticky header. */
export const LeavesRoomForTheHeader: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'К разделу «Оплата»' }));
    const heading = canvas.getByRole('heading', { name: 'Оплата' });
    await waitFor(() =>
      expect(Math.round(heading.getBoundingClientRect().top)).toBe(SCROLL_OFFSET_PX),
    );
  },
};

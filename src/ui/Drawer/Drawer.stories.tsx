import { useState } from 'react';
import { Button } from '@ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Drawer, type DrawerProps } from './Drawer';

const sections = ['Рисование', 'Вышивка', 'Алмазная мозаика', 'Лепка', 'Скрапбукинг', 'Вязание'];

/** The drawer as the header uses it: a catalogue button opens it. */
function DrawerWithOpener({ open: initiallyOpen, onClose, ...props }: DrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Каталог
      </Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  args: {
    open: false,
    title: 'Каталог товаров',
    onClose: fn(),
    children: (
      <nav aria-label="Разделы каталога">
        <ul style={{ listStyle: 'none', margin: 0, padding: '8px 20px' }}>
          {sections.map((name) => (
            <li key={name} style={{ padding: '10px 0' }}>
              <a href="#">{name}</a>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
  render: (args) => <DrawerWithOpener {...args} />,
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-NAV-3: opening the mobile catalogue menu locks page scroll; closing gives it back. */
export const Default: Story = {
  name: 'R-NAV-3: opening locks page scroll',
  play: async ({ canvas, canvasElement, args }) => {
    const body = canvasElement.ownerDocument.body;
    const page = within(body);
    await userEvent.click(canvas.getByRole('button', { name: 'Каталог' }));
    const dialog = await page.findByRole('dialog', { name: 'Каталог товаров' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(body.style.overflow).toBe('hidden');

    // Opened by the play function, after Storybook's 'preparing' screen has gone: the drawer's
    // own focus move must land, so it is waited for, not forced (unlike holdFocus).
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.style.overflow).toBe('');
    await expect(canvas.getByRole('button', { name: 'Каталог' })).toHaveFocus();
  },
};

/** Open, as the shopper sees it over the page. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('link', { name: 'Вышивка' })).toBeVisible());
  },
};

const filterValues = Array.from(
  { length: 30 },
  (_, index) => `${10 + index * 5}x${15 + index * 5}`,
);

/**
 * Issue 26 point 7: a footer (the section filter's «Показать …») stays at the bottom of the
 * screen below content longer than the phone, which scrolls on its own.
 */
export const WithFooter: Story = {
  args: {
    open: true,
    title: 'Фильтры',
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: '8px 20px' }}>
        {filterValues.map((size) => (
          <li key={size} style={{ padding: '10px 0' }}>
            <a href="#">{size}</a>
          </li>
        ))}
      </ul>
    ),
    footer: <Button fullWidth>Показать 802 товара</Button>,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const apply = await page.findByRole('button', { name: 'Показать 802 товара' });
    await waitFor(() => expect(apply).toBeVisible());
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The list is longer than the screen: its last value is below, reached by scrolling the list.
    const last = page.getByRole('link', { name: filterValues.at(-1) });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
  },
};

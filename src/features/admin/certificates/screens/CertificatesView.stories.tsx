import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { certificatesHref } from '../certificatesUrl';
import { certificates, manyCertificates } from '../testing';
import { CertificatesView } from './CertificatesView';

const meta = {
  title: 'Admin/Certificates/CertificatesView',
  component: CertificatesView,
  args: {
    certificates,
    total: certificates.length,
    page: 1,
    pages: 1,
    hrefForPage: (page: number) => certificatesHref('', page),
    search: '',
    onSearch: fn(),
    onRetry: fn(),
    onBlock: fn(),
  },
} satisfies Meta<typeof CertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * Issue 26 point 1: code, nominal, balance, state, the order that bought it and each use (order,
 * amount, date); a use of a cancelled order says its money went back; a blocked one offers no block.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [, partly, returned, spent, blocked] = canvas.getAllByRole('row');
    await expect(cellsOf(partly!)).toEqual([
      'HOBBY-7KQM-2XWD-R9TP',
      '3 000 ₽',
      '1 149 ₽',
      'Действует',
      'Заказ № 1227.11.2026, 12:00',
      'Заказ № 15 — 851 ₽, 29.11.2026, 14:00Заказ № 14 — 1 000 ₽, 28.11.2026, 19:00',
      'Заблокировать',
    ]);
    await expect(within(partly!).getByRole('link', { name: 'Заказ № 15' })).toHaveAttribute(
      'href',
      '/admin/orders/?orderId=15',
    );
    await expect(returned).toHaveTextContent('возвращено на сертификат');
    await expect(spent).toHaveTextContent('Израсходован');
    await expect(cellsOf(blocked!)).toEqual([
      'HOBBY-W9X8-Y7Z6-K5J4',
      '5 000 ₽',
      '5 000 ₽',
      'Заблокирован',
      'Заказ удалён20.11.2026, 15:00',
      'Не использовался',
      '',
    ]);
    await expect(canvas.getByText('Найдено: 4')).toBeVisible();
  },
};

/** «Заблокировать» asks first, saying what it does; only «Заблокировать» in the question blocks. */
export const BlockConfirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Заблокировать сертификат HOBBY-7KQM-2XWD-R9TP' }),
    );
    const question = await screen.findByRole('alertdialog', {
      name: 'Заблокировать сертификат HOBBY-7KQM-2XWD-R9TP?',
    });
    await expect(question).toHaveTextContent('Им больше нельзя будет оплатить заказ');
    await expect(within(question).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};

/** Declining changes nothing; agreeing asks the screen to block that certificate. */
export const BlockConfirmed: Story = {
  play: async ({ canvas, args }) => {
    const ask = () =>
      userEvent.click(
        canvas.getByRole('button', { name: 'Заблокировать сертификат HOBBY-M3NP-8QRS-4TUV' }),
      );
    await ask();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onBlock).not.toHaveBeenCalled();
    await ask();
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Заблокировать' }));
    await expect(args.onBlock).toHaveBeenCalledTimes(1);
    await expect(args.onBlock).toHaveBeenCalledWith(3);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The block is on its way: that row's button waits, the others cannot start another. */
export const Blocking: Story = {
  args: { blockingId: 4 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Заблокировать сертификат HOBBY-7KQM-2XWD-R9TP' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Заблокировать сертификат HOBBY-M3NP-8QRS-4TUV' }),
    ).toBeDisabled();
  },
};

/** The certificate just blocked: its state says so and it offers no block. */
export const Blocked: Story = {
  args: {
    certificates: certificates.map((c) => (c.id === 4 ? { ...c, state: 'blocked' as const } : c)),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /HOBBY-7KQM-2XWD-R9TP/ });
    await expect(row).toHaveTextContent('Заблокирован');
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** Searching by a part of the code; an empty field shows all again. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по коду' }), '7kqm{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('7kqm');
  },
};

/** Nothing has the part of the code searched for. */
export const SearchEmpty: Story = {
  args: { certificates: [], total: 0, pages: 0, search: 'ZZZZ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ничего не найдено')).toBeVisible();
    await expect(canvas.getByText('Нет сертификата, код которого содержит «ZZZZ».')).toBeVisible();
  },
};

/** The shop has not sold a certificate yet. */
export const Empty: Story = {
  args: { certificates: [], total: 0, pages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сертификатов пока нет')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  },
};

const longList = manyCertificates(45);

/** A full page of 20 out of many, with the pages to move through, the search kept. */
export const LongList: Story = {
  args: {
    certificates: longList.slice(20, 40),
    total: longList.length,
    page: 2,
    pages: 3,
    search: 'AAAA',
    hrefForPage: (page: number) => certificatesHref('AAAA', page),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    const pages = canvas.getByRole('navigation', { name: 'Страницы' });
    await expect(within(pages).getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/admin/certificates/?code=AAAA&page=3',
    );
  },
};

/** The first answer is on its way. */
export const Loading: Story = {
  args: { certificates: null, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загружаем сертификаты' })).toBeInTheDocument();
  },
};

/** The certificates could not be loaded: the reason and a retry. */
export const LoadError: Story = {
  args: { certificates: null, loadError: 'Сервер не ответил' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Не удалось загрузить сертификаты')).toBeVisible();
    await expect(canvas.getByText('Сервер не ответил')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Повторить' }).blur();
  },
};

/** A phone: the table scrolls sideways inside its frame, the page does not. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

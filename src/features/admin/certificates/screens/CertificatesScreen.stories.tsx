import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCertificate, StaffChange } from '@features/api';
import { StoryStaffArea } from '@features/staffTools/testing';
import { certificatePage, certificates } from '../testing';
import { CertificatesScreen } from './CertificatesScreen';

const API = '/api/admin/certificates';

/** The story's server: certificates and the change log kept in memory, as the real one keeps them. */
const server = {
  certificates: [] as AdminCertificate[],
  changes: [] as StaffChange[],
  listQueries: [] as string[],
};

/** The list as the server answers it: a part of the code in any case, 20 a page. */
function listAnswer({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  server.listQueries.push(params.toString());
  const code = (params.get('code') ?? '').toUpperCase();
  const found = server.certificates.filter((c) => c.code.includes(code));
  return HttpResponse.json({ result: certificatePage(found, Number(params.get('page') ?? 1)) });
}

const handlers = [
  http.get(API, listAnswer),
  http.post(`${API}/:certificateId/block`, async ({ params }) => {
    const id = Number(params.certificateId);
    const blocked = { ...server.certificates.find((c) => c.id === id)!, state: 'blocked' as const };
    await delay(50);
    server.certificates = server.certificates.map((c) => (c.id === id ? blocked : c));
    server.changes = [
      {
        id: server.changes.length + 1,
        at: '2026-11-30T10:05:00Z',
        userId: 1,
        userName: 'Администратор',
        subject: blocked.code,
        before: { blocked: false },
        after: { blocked: true },
        revertOf: null,
      },
      ...server.changes,
    ];
    return HttpResponse.json({ result: blocked });
  }),
  http.get('/api/admin/history', () =>
    HttpResponse.json({ result: { changes: server.changes, revertable: false } }),
  ),
];

const meta = {
  title: 'Admin/Certificates/CertificatesScreen',
  component: CertificatesScreen,
  parameters: { url: '/admin/certificates/' },
  beforeEach({ msw }) {
    server.certificates = certificates;
    server.changes = [];
    server.listQueries = [];
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryStaffArea url={parameters.url as string}>{Story()}</StoryStaffArea>
    ),
  ],
} satisfies Meta<typeof CertificatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const urlOf = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  canvas.getByTestId('url').textContent;

/** The toast whose title is that text (a toast's role carries no name). */
const toastWith = async (element: HTMLElement, title: string) =>
  (await page(element).findByText(title)).closest<HTMLElement>('[role="status"], [role="alert"]')!;

/**
 * Issue 26 point 1: staff block a certificate after the question; it shows as blocked, offers no
 * block any more, and the history names the code and who blocked it.
 */
export const BlockAndHistory: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Заблокировать сертификат HOBBY-7KQM-2XWD-R9TP' }),
    );
    const question = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Заблокировать' }));
    const toast = await toastWith(canvasElement, 'Сертификат заблокирован');
    await expect(toast).toHaveTextContent('Оплатить заказ этим сертификатом больше нельзя.');
    const row = canvas.getByRole('row', { name: /HOBBY-7KQM-2XWD-R9TP/ });
    await waitFor(() => expect(row).toHaveTextContent('Заблокирован'));
    await expect(within(row).queryByRole('button')).toBeNull();

    await userEvent.click(canvas.getByText('История изменений'));
    await expect(
      await canvas.findByText('Сертификат HOBBY-7KQM-2XWD-R9TP заблокирован'),
    ).toBeVisible();
    await expect(canvas.getByText(/Администратор/)).toBeVisible();
  },
};

/** A block refused by the server (blocked in another tab) says why, and the list is fetched again. */
export const BlockRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`${API}/:certificateId/block`, () => {
        server.certificates = server.certificates.map((c) =>
          c.id === 3 ? { ...c, state: 'blocked' } : c,
        );
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'Сертификат уже заблокирован' } },
          { status: 409 },
        );
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Заблокировать сертификат HOBBY-M3NP-8QRS-4TUV' }),
    );
    const question = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Заблокировать' }));
    const toast = await toastWith(canvasElement, 'Не удалось заблокировать');
    await expect(toast).toHaveTextContent('Сертификат уже заблокирован');
    const row = canvas.getByRole('row', { name: /HOBBY-M3NP-8QRS-4TUV/ });
    await waitFor(() => expect(row).toHaveTextContent('Заблокирован'));
  },
};

/** A part of the code, typed in any case, finds the certificate; the search lives in the url. */
export const SearchByCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Поиск по коду' }),
      '7kqm{Enter}',
    );
    await waitFor(() => expect(urlOf(canvas)).toBe('/admin/certificates/?code=7kqm'));
    await waitFor(() => expect(canvas.getByText('Найдено: 1')).toBeVisible());
    await expect(server.listQueries.at(-1)).toBe('page=1&code=7kqm');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** The list could not be loaded; «Повторить» asks again and shows it. */
export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(API, (info) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' } },
              { status: 500 },
            )
          : listAnswer(info);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить сертификаты')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Найдено: 4')).toBeVisible();
  },
};

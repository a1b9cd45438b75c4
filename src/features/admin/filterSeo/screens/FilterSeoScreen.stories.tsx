import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FilterSeoDetail, FilterSeoSaveItem } from '@features/api';
import { StoryStaffArea } from '@features/staffTools/testing';
import { emptyDetail, sectionDetail, urls } from '../testing/filterSeoFixtures';
import { FilterSeoScreen } from './FilterSeoScreen';

/** What the stories' fake server was asked: list fetches, detail urls, save and delete bodies. */
const calls = {
  lists: 0,
  details: [] as (string | null)[],
  saves: [] as FilterSeoSaveItem[][],
  itemSaves: [] as FilterSeoSaveItem[],
  deletes: [] as string[],
};
let stored: string[] = [];
/** The section url's items as the fake server keeps them: one item's save replaces it there. */
let section: FilterSeoDetail = sectionDetail;

const fail = (status: number, message: string) =>
  HttpResponse.json({ error: { code: 'failed', message } }, { status });

const meta = {
  title: 'Admin/FilterSeo/FilterSeoScreen',
  component: FilterSeoScreen,
  parameters: { url: '/admin/filter-seo/' },
  beforeEach({ msw }) {
    calls.lists = 0;
    calls.details = [];
    calls.saves = [];
    calls.itemSaves = [];
    calls.deletes = [];
    stored = [...urls];
    section = sectionDetail;
    msw.use(
      http.get('/api/admin/filter/seo', () => {
        calls.lists += 1;
        return HttpResponse.json({ result: stored });
      }),
      http.get('/api/admin/filter/seo/detail', ({ request }) => {
        const baseUrl = new URL(request.url).searchParams.get('base_url');
        calls.details.push(baseUrl);
        return HttpResponse.json({
          result: baseUrl === emptyDetail.baseUrl ? emptyDetail : section,
        });
      }),
      http.post('/api/admin/filter/seo/save', async ({ request }) => {
        calls.saves.push(((await request.json()) as { items: FilterSeoSaveItem[] }).items);
        return HttpResponse.json({ result: sectionDetail });
      }),
      http.post('/api/admin/filter/seo/saveItem', async ({ request }) => {
        const { item } = (await request.json()) as { item: FilterSeoSaveItem };
        calls.itemSaves.push(item);
        await delay(50);
        section = {
          ...section,
          items: section.items.map((old) => (old.ID === item.ID ? { ...old, ...item } : old)),
        };
        return HttpResponse.json({ result: section });
      }),
      http.post('/api/admin/filter/seo/delete', async ({ request }) => {
        const { baseUrl } = (await request.json()) as { baseUrl: string };
        calls.deletes.push(baseUrl);
        stored = stored.filter((url) => url !== baseUrl);
        return HttpResponse.json({ result: true });
      }),
    );
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryStaffArea url={parameters.url as string}>{Story()}</StoryStaffArea>
    ),
  ],
} satisfies Meta<typeof FilterSeoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The toast whose title is that text (a toast's role carries no name). */
const toastWith = async (element: HTMLElement, title: string) =>
  (await page(element).findByText(title)).closest<HTMLElement>('[role="status"], [role="alert"]')!;

const deleteUrl = async (canvasElement: HTMLElement, url: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Удалить конфигурацию ${url}` }));
  const dialog = await page(canvasElement).findByRole('alertdialog', {
    name: `Вы уверены, что хотите удалить конфигурацию для раздела ${url}?`,
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
};

/** R-SEO-1: the created urls from the server; Go opens the typed url's items (R-SEO-6 calls). */
export const Index: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '/ (по умолчанию)' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Адрес страницы без домена' });
    await userEvent.clear(field);
    await userEvent.type(field, '/shop/pazly/');
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти' }));
    await expect(await canvas.findByText('У адреса нет своих настроек')).toBeVisible();
    await expect(calls.details).toEqual(['/shop/pazly/']);
    await expect(canvas.getByTestId('url')).toHaveTextContent(
      '/admin/filter-seo/?base_url=/shop/pazly/',
    );
  },
};

/** R-SEO-4: a confirmed delete says so and the list is fetched again without the url. */
export const DeleteSucceeds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await deleteUrl(canvasElement, '/shop/kartiny-po-nomeram/');
    const toast = await toastWith(canvasElement, 'Конфигурация удалена!');
    await expect(toast).toHaveTextContent('Конфигурация успешно удалена!');
    await expect(calls.deletes).toEqual(['/shop/kartiny-po-nomeram/']);
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: '/shop/kartiny-po-nomeram/' })).toBeNull(),
    );
    await expect(calls.lists).toBe(2);
  },
};

/** R-SEO-4: a failed delete says so, and the list is fetched again all the same. */
export const DeleteFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/admin/filter/seo/delete', () => fail(500, 'Внутренняя ошибка')));
  },
  play: async ({ canvasElement }) => {
    await deleteUrl(canvasElement, '/shop/almaznaya-vyshivka/');
    const toast = await toastWith(canvasElement, 'Ошибка удаления!');
    await expect(toast).toHaveTextContent('Попробуйте позже или свяжитесь с администратором');
    await waitFor(() => expect(calls.lists).toBe(2));
  },
};

/** R-SEO-2: a url's items; «Сохранить все» sends them in screen order and says it worked. */
export const DetailSaves: Story = {
  parameters: { url: '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/' },
  play: async ({ canvas, canvasElement }) => {
    const handle = await canvas.findByRole('button', { name: 'Переместить «Размер»' });
    await expect(calls.details).toEqual(['/shop/almaznaya-vyshivka/']);
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить все' }));
    const toast = await toastWith(canvasElement, 'Успешно сохранено!');
    await expect(toast).toHaveTextContent('Настройки успешно сохранены.');
    await expect(calls.saves[0]!.map((item) => [item.NAME, item.UF_SORT])).toEqual([
      ['Форма страз', 10],
      ['Размер', 20],
    ]);
    await expect(calls.saves[0]![0]).not.toHaveProperty('ALL_VALUES');
  },
};

/**
 * Issue 25 point 9: «Сохранить «Размер»» sends that item alone and says it worked; the pending
 * edit of «Форма страз» and the new order stay on screen, unsaved.
 */
export const ItemSavesAlone: Story = {
  parameters: { url: '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Форма страз', expanded: false }),
    );
    const shapeH1 = await canvas.findByRole('textbox', { name: 'H1' });
    await userEvent.clear(shapeH1);
    await userEvent.type(shapeH1, 'Стразы: #VALUE#');
    await userEvent.click(canvas.getByRole('button', { name: 'Форма страз', expanded: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Размер', expanded: false }));
    const sizeTitle = await canvas.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(sizeTitle);
    await userEvent.type(sizeTitle, 'Размер #VALUE#');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить «Размер»' }));
    const toast = await toastWith(canvasElement, 'Успешно сохранено!');
    await expect(toast).toHaveTextContent('Настройки успешно сохранены.');
    await expect(calls.saves).toEqual([]);
    await expect(calls.itemSaves).toEqual([
      expect.objectContaining({
        ID: 11,
        UF_META: expect.objectContaining({ TITLE: 'Размер #VALUE#' }),
      }),
    ]);
    await expect(calls.itemSaves[0]).not.toHaveProperty('ALL_VALUES');
    // The other item's edit is still pending: «Сбросить» is offered and the text is kept.
    await waitFor(() => expect(calls.details).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Сбросить' })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Размер', expanded: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Форма страз', expanded: false }));
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('textbox', { name: 'H1' })
          .map((field) => (field as HTMLInputElement).value),
      ).toContain('Стразы: #VALUE#'),
    );
  },
};

/** spec §8: a failed save shows the spec's texts and keeps the edits on screen. */
export const SaveFails: Story = {
  parameters: { url: '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/' },
  beforeEach({ msw }) {
    msw.use(http.post('/api/admin/filter/seo/save', () => fail(500, 'Внутренняя ошибка')));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Размер', expanded: false }));
    const field = await canvas.findByRole('textbox', { name: 'H1' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Новый H1 #VALUE#');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить все' }));
    const toast = await toastWith(canvasElement, 'Не удалось сохранить!');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast).toHaveTextContent('Попробуйте ещё раз или обратитесь к администратору.');
    await expect(canvas.getByRole('textbox', { name: 'H1' })).toHaveValue('Новый H1 #VALUE#');
  },
};

/** The url's items are on their way. */
export const Loading: Story = {
  parameters: { url: '/admin/filter-seo/?base_url=/shop/almaznaya-vyshivka/' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/admin/filter/seo/detail', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Загружаем настройки адреса' }),
    ).toBeInTheDocument();
  },
};

/** A url that is no section and has no items: the server's Russian reason and a retry. */
export const UrlNotFound: Story = {
  parameters: { url: '/admin/filter-seo/?base_url=/no-such-page/' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/admin/filter/seo/detail', () =>
        fail(404, 'Адрес не раздел каталога и настроек для него нет'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Адрес не раздел каталога и настроек для него нет'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** The urls could not be loaded: a Russian reason and a retry that asks again. */
export const IndexLoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/admin/filter/seo', () => {
        calls.lists += 1;
        return fail(500, 'Сервер не ответил');
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить адреса')).toBeVisible();
    await expect(canvas.getByText('Сервер не ответил')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(calls.lists).toBe(2));
    // The answer may come before or after the button is drawn again: leave it unfocused and
    // unhovered either way, so the screenshot is the same on every run.
    const retry = await canvas.findByRole('button', { name: 'Повторить' });
    await userEvent.unhover(retry);
    retry.blur();
  },
};

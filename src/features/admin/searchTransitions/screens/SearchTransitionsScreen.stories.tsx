import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { errorAnswer, loadingStory } from '@features/staffTools/testing';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SearchTransition, SearchTransitionWrite } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { transitions } from '../testing';
import { SearchTransitionsScreen } from './SearchTransitionsScreen';

const API = '/api/admin/search/transitions';
const PAGE_SIZE = 50;

/** The story's server: a table kept in memory, answering as the real one does. */
const server = {
  rows: [] as SearchTransition[],
  writes: [] as SearchTransitionWrite[],
  inFlight: 0,
  mostInFlight: 0,
};

const handlers = [
  http.get(API, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const page = Number(params.get('page') ?? 1);
    const found = server.rows.filter((row) =>
      `${row.searchQuery} ${row.targetUrl}`.toLowerCase().includes(query),
    );
    return HttpResponse.json({
      result: {
        items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: found.length,
        page,
        pageSize: PAGE_SIZE,
        pageCount: Math.ceil(found.length / PAGE_SIZE),
      },
    });
  }),
  http.post(API, async ({ request }) => {
    const body = (await request.json()) as SearchTransitionWrite;
    server.writes.push(body);
    server.inFlight += 1;
    server.mostInFlight = Math.max(server.mostInFlight, server.inFlight);
    // Slow enough that a quick typist's next keys arrive while a save is under way.
    await delay(120);
    server.inFlight -= 1;
    const { id = 0, searchQuery = '', targetUrl = '' } = body.item;
    const key = searchQuery.trim().toLowerCase();
    if (
      body.action !== 'delete' &&
      server.rows.some((row) => row.id !== id && row.searchQuery.toLowerCase() === key)
    )
      return errorAnswer(
        409,
        'DUPLICATE',
        `Элемент с запросом "${searchQuery.trim()}" уже существует!`,
      );
    if (body.action === 'add') {
      const item = {
        id: Math.max(0, ...server.rows.map((row) => row.id)) + 1,
        searchQuery,
        targetUrl,
      };
      server.rows.unshift(item);
      return HttpResponse.json({ item });
    }
    const index = server.rows.findIndex((row) => row.id === id);
    const [stored] = body.action === 'delete' ? server.rows.splice(index, 1) : [server.rows[index]];
    if (body.action === 'update') Object.assign(stored!, { searchQuery, targetUrl });
    return HttpResponse.json({ item: stored });
  }),
];

const meta = {
  title: 'Admin/SearchTransitions/SearchTransitionsScreen',
  component: SearchTransitionsScreen,
  parameters: { url: '/admin/search-transitions/' },
  beforeEach({ msw }) {
    server.rows = transitions.map((row) => ({ ...row }));
    server.writes = [];
    server.inFlight = 0;
    server.mostInFlight = 0;
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => <StoryShop url={parameters.url as string}>{Story()}</StoryShop>,
  ],
} satisfies Meta<typeof SearchTransitionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = (id: number) => server.rows.find((row) => row.id === id);

/**
 * R-DT-4, issue 13 point 1: typing quickly in a row saves as it goes, one save at a time, and
 * what the server keeps at the end is the last text typed.
 */
export const InlineEdit: Story = {
  play: async ({ canvas }) => {
    const query = await canvas.findByRole('textbox', { name: 'Запрос, строка 1' });
    await userEvent.type(query, ' 1000 деталей', { delay: 10 });
    await expect(query).toHaveValue('пазлы 1000 деталей');
    await expect(await canvas.findByText('Сохранено')).toBeVisible();
    await expect(stored(10)?.searchQuery).toBe('пазлы 1000 деталей');
    await expect(server.mostInFlight).toBe(1);
    await expect(server.writes.length).toBeLessThan(' 1000 деталей'.length);
  },
};

/** R-DT-1, R-DT-2: adding with the keyboard alone; the new row is on top and the fields clear. */
export const Add: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Запрос, строка 1' });
    canvas.getByRole('textbox', { name: 'Запрос' }).focus();
    await userEvent.keyboard('акварель');
    await userEvent.tab();
    await userEvent.keyboard('/shop/akvarel/{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Запрос, строка 1' })).toHaveValue('акварель'),
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Страница для редиректа, строка 1' }),
    ).toHaveValue('/shop/akvarel/');
    await expect(canvas.getByRole('textbox', { name: 'Запрос' })).toHaveValue('');
    await expect(server.writes).toEqual([
      { action: 'add', item: { searchQuery: 'акварель', targetUrl: '/shop/akvarel/' } },
    ]);
  },
};

/** R-DT-2: without a target nothing is sent and the spec's text shows. */
export const AddNeedsBoth: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Запрос' }), 'акварель');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Страница для редиректа' }),
      'https://example.org/akvarel/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Для добавления необходимо указать запрос и страницу для редиректа без домена',
    );
    await expect(server.writes).toEqual([]);
  },
};

/** R-DT-3: a query that exists in another letter case is a duplicate. */
export const AddDuplicate: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Запрос' }), 'Мозаика');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Страница для редиректа' }), '/shop/');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Элемент с запросом "Мозаика" уже существует!',
    );
  },
};

/** R-DT-4: delete asks first, then the row leaves the table. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить запрос «пазлы»' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Вы уверены, что хотите удалить запрос?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Удалить запрос «пазлы»' })).toBeNull(),
    );
    await expect(server.writes).toEqual([{ action: 'delete', item: { id: 10 } }]);
    await expect(canvas.getByText('Найдено: 9')).toBeVisible();
  },
};

/** R-DT-3: any other refusal shows the server's text on its row. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API, () => errorAnswer(500, 'INTERNAL', 'Внутренняя ошибка сервера')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Запрос, строка 2' }), '!');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
  },
};

/** The search goes into the url and the table shows what matches. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('searchbox', { name: 'Поиск по запросам и страницам' });
    await userEvent.type(field, 'по номерам{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        '/admin/search-transitions/?query=%D0%BF%D0%BE+%D0%BD%D0%BE%D0%BC%D0%B5%D1%80%D0%B0%D0%BC',
      ),
    );
    await waitFor(() => expect(canvas.getByText('Найдено: 2')).toBeVisible());
    await expect(canvas.getAllByRole('textbox', { name: /^Запрос, строка/ })).toHaveLength(2);
  },
};

/** While the table loads, a spinner says so. */
export const Loading: Story = loadingStory(API, 'Загружаем переходы');

/** A failed load says so with the server's text and offers a retry. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(API, () => errorAnswer(500, 'INTERNAL', 'Внутренняя ошибка сервера')));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Не удалось загрузить переходы' }),
    ).toBeVisible();
    await expect(canvas.getByText('Внутренняя ошибка сервера')).toBeVisible();
  },
};

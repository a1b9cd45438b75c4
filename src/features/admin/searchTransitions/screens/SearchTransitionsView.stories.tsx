import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyTransitions, rowsOf, transitions } from '../testing';
import { ADD_NEEDS_BOTH, duplicateText } from '../transitionTexts';
import { SearchTransitionsView } from './SearchTransitionsView';

const meta = {
  title: 'Admin/SearchTransitions/SearchTransitionsView',
  component: SearchTransitionsView,
  args: {
    rows: rowsOf(transitions),
    total: transitions.length,
    page: 1,
    pageCount: 1,
    hrefForPage: (page: number) => `/admin/search-transitions/?page=${page}`,
    search: '',
    onSearch: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(),
    addDraft: { searchQuery: '', targetUrl: '' },
    onAddDraftChange: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof SearchTransitionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-DT-1, R-DT-4: a key released in a row's field reports that row's new text at once. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const query = canvas.getByRole('textbox', { name: 'Запрос, строка 1' });
    await expect(query).toHaveValue('пазлы');
    await userEvent.type(query, 'й');
    await expect(args.onEdit).toHaveBeenLastCalledWith(10, {
      searchQuery: 'пазлый',
      targetUrl: '/shop/pazly/',
    });
    const target = canvas.getByRole('textbox', { name: 'Страница для редиректа, строка 10' });
    await userEvent.type(target, 'x');
    await expect(args.onEdit).toHaveBeenLastCalledWith(1, {
      searchQuery: 'мозаика',
      targetUrl: '/shop/almaznaya-vyshivka/x',
    });
    await expect(canvas.getByText('Найдено: 10')).toBeVisible();
  },
};

/** No transitions at all: the table says how to start. */
export const Empty: Story = {
  args: { rows: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Переходов пока нет')).toBeVisible();
  },
};

/** A search that finds nothing names what was searched. */
export const NothingFound: Story = {
  args: { rows: [], total: 0, pageCount: 0, search: 'акварель' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Ничего не найдено')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Поиск по запросам и страницам' });
    await expect(field).toHaveValue('акварель');
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** Thousands of transitions: 50 a page, the page links below, the search above. */
export const HundredsOfRows: Story = {
  args: { rows: rowsOf(manyTransitions(480).slice(100, 150)), total: 480, page: 3, pageCount: 10 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('textbox', { name: /^Запрос, строка/ })).toHaveLength(50);
    await expect(canvas.getByRole('link', { name: 'Страница 4' })).toHaveAttribute(
      'href',
      '/admin/search-transitions/?page=4',
    );
    const search = canvas.getByRole('searchbox', { name: 'Поиск по запросам и страницам' });
    await userEvent.type(search, 'котики{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('котики');
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  args: { rows: null, total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName('Загружаем переходы');
  },
};

/** The table could not be loaded: the server's text and a retry. */
export const LoadError: Story = {
  args: { rows: null, total: 0, pageCount: 0, loadError: 'Внутренняя ошибка сервера' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Внутренняя ошибка сервера')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** R-DT-3: an add refused as a duplicate, in the spec's words. */
export const DuplicateError: Story = {
  args: {
    addDraft: { searchQuery: 'Мозаика', targetUrl: '/shop/' },
    addError: duplicateText('Мозаика'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Элемент с запросом "Мозаика" уже существует!',
    );
    await expect(canvas.getByRole('textbox', { name: 'Запрос' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** R-DT-2: the add row with a field missing; Enter in a field adds (keyboard only). */
export const AddNeedsBoth: Story = {
  args: { addDraft: { searchQuery: 'акварель', targetUrl: '' }, addError: ADD_NEEDS_BOTH },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ADD_NEEDS_BOTH);
    canvas.getByRole('textbox', { name: 'Страница для редиректа' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Each row shows its own save: under way, stored, or the server's text when refused. */
export const RowStates: Story = {
  args: {
    rows: [
      { ...transitions[0]!, searchQuery: 'пазлы 1000', save: { kind: 'saving' } },
      { ...transitions[1]!, save: { kind: 'saved' } },
      {
        ...transitions[2]!,
        searchQuery: 'скидки',
        save: { kind: 'error', message: duplicateText('скидки') },
      },
      { ...transitions[3]!, save: { kind: 'error', message: 'Внутренняя ошибка сервера' } },
      ...rowsOf(transitions.slice(4)),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сохраняется…')).toBeVisible();
    await expect(canvas.getByText('Сохранено')).toBeVisible();
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Элемент с запросом "скидки" уже существует!',
      'Внутренняя ошибка сервера',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Запрос, строка 3' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** R-DT-4: delete asks the spec's question; only «Удалить» deletes. */
export const DeleteAsks: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить запрос «скидки»' }));
    const dialog = await page.findByRole('alertdialog', {
      name: 'Вы уверены, что хотите удалить запрос?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить запрос «скидки»' }));
    await userEvent.click(
      within(
        await page.findByRole('alertdialog', { name: 'Вы уверены, что хотите удалить запрос?' }),
      ).getByRole('button', { name: 'Удалить' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(7);
  },
};

/** A phone: each row is a card of its fields, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Запрос, строка 1' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

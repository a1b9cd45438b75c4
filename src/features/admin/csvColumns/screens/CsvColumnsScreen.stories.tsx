import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { errorAnswer, loadFailedStory, loadingStory } from '@features/staffTools/testing';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CsvColumn, CsvColumnsSave } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { columns, manyColumns, sections } from '../testing';
import { CsvColumnsScreen } from './CsvColumnsScreen';

const API = '/api/admin/csv/columns';

/** The story's server: columns kept in memory, saved as the real one saves them. */
const server = { columns: [] as CsvColumn[], saves: [] as CsvColumnsSave[] };

const answer = () => HttpResponse.json({ sections, columns: server.columns });

const handlers = [
  http.get(API, answer),
  http.post(API, async ({ request }) => {
    const body = (await request.json()) as CsvColumnsSave;
    server.saves.push(body);
    await delay(50);
    const removed = new Set(body.columns_remove);
    server.columns = server.columns.filter((c) => !removed.has(c.ID));
    for (const input of body.columns ?? []) {
      const ID = input.ID || Math.max(0, ...server.columns.map((c) => c.ID)) + 1;
      const column = { ...input, ID };
      const index = server.columns.findIndex((c) => c.ID === ID);
      if (index >= 0) server.columns[index] = column;
      else server.columns.push(column);
    }
    return answer();
  }),
];

const meta = {
  title: 'Admin/CsvColumns/CsvColumnsScreen',
  component: CsvColumnsScreen,
  parameters: { url: '/admin/csv-columns/' },
  beforeEach({ msw }) {
    server.columns = structuredClone(columns);
    server.saves = [];
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => <StoryShop url={parameters.url as string}>{Story()}</StoryShop>,
  ],
} satisfies Meta<typeof CsvColumnsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openColumn = async (canvas: ReturnType<typeof within>, code: string) => {
  const column = await canvas.findByRole('article', { name: `Колонка ${code}` });
  await userEvent.click(within(column).getByRole('button', { expanded: false }));
  // The body slides open; its fields count as shown once the slide is over.
  await within(column).findByRole('textbox', { name: 'Код' });
  return column;
};

/** The seeded columns, closed; the size column shows it is in the filter through its rules. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Колонка NAME' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

/** R-COL-1, R-COL-2: an edited name and filter value list reach the server in one save. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    const column = await openColumn(canvas, 'PROPERTY_RAZMER');
    const name = within(column).getByRole('textbox', { name: 'Название' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Размер холста');
    const [variants] = within(column).getAllByRole('textbox', { name: 'Значения фильтра' });
    await userEvent.type(variants!, ', 50x65');
    await expect(canvas.getByRole('status')).toHaveTextContent('Есть несохранённые изменения');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Сохранено'));
    await expect(server.saves).toHaveLength(1);
    await expect(server.saves[0]!.columns).toHaveLength(1);
    await expect(server.columns[1]).toMatchObject({
      NAME: 'Размер холста',
      FILTER_DATA: [
        { SECTION_ID: 1, SECTION_IDS: [1, 2], FILTER_VARIANTS: ['30x40', '40x50', '50x65'] },
        { SECTION_ID: 404 },
      ],
    });
  },
};

/** R-COL-1: a column added with the keyboard alone is saved with its code and name. */
export const Add: Story = {
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Добавить колонку' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const column = await canvas.findByRole('article', { name: 'Колонка Новая колонка' });
    within(column).getByRole('textbox', { name: 'Код' }).focus();
    await userEvent.keyboard('property_tema');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Тема');
    await expect(within(column).getByRole('textbox', { name: 'Название' })).toHaveValue('Тема');
    canvas.getByRole('button', { name: 'Сохранить' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Сохранено'));
    await expect(server.saves[0]).toEqual({
      action: 'save',
      columns: [
        {
          CODE: 'PROPERTY_TEMA',
          SORT: 40,
          NAME: 'Тема',
          DESCRIPTION: '',
          EXAMPLES: '',
          IN_FILTER: 0,
          FILTER_DATA: [],
        },
      ],
      columns_remove: [],
    });
    await expect(canvas.getByRole('article', { name: 'Колонка PROPERTY_TEMA' })).toBeVisible();
  },
};

/** R-COL-3: deleting a column asks 'Удалить описание колонки?'; the save removes it. */
export const DeleteColumn: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Удалить колонку PROPERTY_BREND' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить описание колонки?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Сохранено'));
    await expect(server.saves).toEqual([{ action: 'save', columns: [], columns_remove: [3] }]);
    await expect(server.columns.map((c) => c.CODE)).toEqual(['NAME', 'PROPERTY_RAZMER']);
  },
};

/** R-COL-3: deleting a rule asks 'Удалить?'; cancelling keeps it. */
export const DeleteRule: Story = {
  play: async ({ canvas }) => {
    const column = await openColumn(canvas, 'PROPERTY_RAZMER');
    await userEvent.click(within(column).getByRole('button', { name: 'Удалить правило 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Удалить?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(within(column).getAllByRole('group', { name: /^Правило/ })).toHaveLength(2);
    await userEvent.click(within(column).getByRole('button', { name: 'Удалить правило 2' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Удалить?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(within(column).getAllByRole('group', { name: /^Правило/ })).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.columns[1]!.FILTER_DATA).toHaveLength(1));
  },
};

/** R-COL-2: a rule for a section that is gone shows 'Раздел удален'. */
export const DeletedSection: Story = {
  play: async ({ canvas }) => {
    const column = await openColumn(canvas, 'PROPERTY_RAZMER');
    const rule = within(column).getByRole('group', { name: /^Правило 2/ });
    await expect(within(rule).getByText('Раздел удален', { selector: 'span' })).toBeVisible();
    await expect(await within(rule).findByRole('combobox', { name: 'Раздел' })).toHaveDisplayValue(
      'Раздел удален',
    );
    const first = within(column).getByRole('group', { name: /^Правило 1/ });
    await expect(within(first).getByRole('combobox', { name: 'Раздел' })).toHaveDisplayValue(
      'Алмазная мозаика',
    );
  },
};

/** No columns yet: the screen says so and offers to add one. */
export const Empty: Story = {
  beforeEach() {
    server.columns = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Колонок пока нет')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Добавить колонку' })).toBeEnabled();
  },
};

/** Hundreds of columns: each is one closed line until opened. */
export const HundredsOfRows: Story = {
  beforeEach() {
    server.columns = manyColumns(300);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(300));
    const column = await openColumn(canvas, 'PROPERTY_300');
    await expect(within(column).getByRole('textbox', { name: 'Название' })).toHaveValue(
      'Свойство 300',
    );
  },
};

/** A refused save shows the server's text and keeps the edits. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(API, () => errorAnswer(400, 'BAD_REQUEST', 'Колонка с кодом "NAME" уже есть')),
    );
  },
  play: async ({ canvas }) => {
    const column = await openColumn(canvas, 'PROPERTY_BREND');
    const code = within(column).getByRole('textbox', { name: 'Код' });
    await userEvent.clear(code);
    await userEvent.type(code, 'NAME');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Колонка с кодом "NAME" уже есть',
    );
    await expect(code).toHaveValue('NAME');
    // Back to the code to fix it; this also settles where focus is for the screenshot, which the
    // Save button otherwise keeps or loses depending on when its loading state ends.
    await userEvent.click(code);
    await expect(code).toHaveFocus();
  },
};

/** While the columns load, a spinner says so. */
export const Loading: Story = loadingStory(API, 'Загружаем колонки');

/** A failed load says so with the server's text and offers a retry. */
export const ServerError: Story = loadFailedStory(API, 'Не удалось загрузить колонки');

/** At phone width the fields stack; an opened column with its rules fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const column = await openColumn(canvas, 'PROPERTY_RAZMER');
    await expect(within(column).getByRole('textbox', { name: 'Код' })).toBeVisible();
  },
};

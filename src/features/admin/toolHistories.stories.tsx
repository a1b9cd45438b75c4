import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { StaffChange } from '@features/api';
import { StaffHistory } from '@features/staffTools';
import { historyServer, StoryStaffArea } from '@features/staffTools/testing';
import { describeExchangeChange } from './catalogExchange/exchangeChanges';
import { describeCertificateChange } from './certificates/certificateTexts';
import { describeChange } from './filterConfig/changeSummary';
import { describeColumnChange } from './csvColumns/columnChanges';
import { OrderHistory } from './orders/components/OrderHistory';
import { describeTransitionChange } from './searchTransitions/transitionChanges';
import { describeRelationChange } from './sectionRelations/relationChanges';

/*
 * Issue 25 point 6: every tool's history as its screen shows it, each change in the tool's own
 * words (before → after, names not ids). The lists' own states (folded, loading, failed, empty)
 * are Staff tools/StaffHistory's stories.
 */

const SECTIONS = new Map([
  [5, 'Картины по номерам → Пейзажи'],
  [6, 'Картины по номерам → Птицы'],
  [9, 'Алмазная вышивка → Пейзажи'],
]);
const PROPERTIES = new Map([
  [1, 'Бренд'],
  [2, 'Размер'],
  [3, 'Тема'],
]);
const sectionName = (id: number) => SECTIONS.get(id) ?? `№ ${id}`;
const propertyName = (id: number) => PROPERTIES.get(id) ?? `№ ${id}`;

const logged = (
  id: number,
  userName: string,
  subject: string,
  before: unknown,
  after: unknown,
): StaffChange => ({
  id,
  at: `2026-11-28T${String(8 + id).padStart(2, '0')}:30:00Z`,
  userId: id,
  userName,
  subject,
  before,
  after,
  revertOf: null,
});

const meta = {
  title: 'Admin/Tool histories',
  component: StaffHistory,
  args: {
    id: 'history',
    tool: 'search-transitions',
    describe: describeTransitionChange,
    emptyText: 'Ещё не меняли.',
    defaultOpen: true,
  },
  decorators: [(Story) => <StoryStaffArea url="/admin/">{Story()}</StoryStaffArea>],
} satisfies Meta<typeof StaffHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchTransitions: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          logged(
            3,
            'Администратор',
            '7',
            { id: 7, searchQuery: 'мозаика', targetUrl: '/shop/' },
            null,
          ),
          logged(
            2,
            'Анна Редакторова',
            '7',
            { id: 7, searchQuery: 'мозаик', targetUrl: '/shop/' },
            { id: 7, searchQuery: 'мозаика', targetUrl: '/shop/almaznaya-vyshivka/' },
          ),
          logged(1, 'Анна Редакторова', '7', null, {
            id: 7,
            searchQuery: 'мозаик',
            targetUrl: '/shop/',
          }),
        ],
        false,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Удалён переход: «мозаика» → /shop/')).toBeVisible();
    await expect(canvas.getByText('Запрос: «мозаик» → «мозаика»')).toBeVisible();
    await expect(canvas.getByText('Добавлен переход: «мозаик» → /shop/')).toBeVisible();
  },
};

/** The relations name sections by their paths, and each change offers «Вернуть». */
export const SectionRelations: Story = {
  args: {
    tool: 'section-relations',
    describe: (change) => describeRelationChange(change, sectionName),
  },
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          logged(
            2,
            'Администратор',
            'all',
            [{ section_id: 5, items: [6] }],
            [
              { section_id: 5, items: [6, 9] },
              { section_id: 9, items: [5] },
            ],
          ),
        ],
        true,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '«Картины по номерам → Пейзажи» показывает товары: «Картины по номерам → Птицы» → «Картины по номерам → Птицы», «Алмазная вышивка → Пейзажи»',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Вернуть как было/ }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByText(
        '«Алмазная вышивка → Пейзажи» показывает товары: «Картины по номерам → Пейзажи» → нет',
      ),
    ).toBeVisible();
  },
};

const column = (SORT: number, NAME: string, IN_FILTER: 0 | 1) => ({
  ID: 4,
  CODE: 'PROPERTY_RAZMER',
  SORT,
  NAME,
  DESCRIPTION: '',
  EXAMPLES: '30x40',
  IN_FILTER,
  FILTER_DATA: [],
});

export const CsvColumns: Story = {
  args: { tool: 'csv-columns', describe: describeColumnChange },
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          logged(
            2,
            'Анна Редакторова',
            'columns',
            [column(3, 'Размер', 1)],
            [column(1, 'Размер холста', 0)],
          ),
        ],
        false,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PROPERTY_RAZMER, сортировка: 3 → 1')).toBeVisible();
    await expect(canvas.getByText('PROPERTY_RAZMER, в фильтре: да → нет')).toBeVisible();
  },
};

export const CatalogExchange: Story = {
  args: {
    tool: 'catalog-exchange',
    describe: (change) => describeExchangeChange(change, { sectionName, propertyName }),
  },
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          logged(
            3,
            'Администратор',
            'shared-groups',
            [{ name: 'Основные', items: [1], isActive: true }],
            [{ name: 'Основные', items: [1, 2], isActive: false }],
          ),
          logged(
            2,
            'Администратор',
            'section:5',
            [{ section_id: 5, property_id: 3, required: true }],
            [{ section_id: 5, property_id: 3, required: false }],
          ),
          logged(
            1,
            'Анна Редакторова',
            'import:12',
            { status: 'applying', created: 0, updated: 0, rejected: 0 },
            { status: 'done', created: 3, updated: 37, rejected: 2 },
          ),
        ],
        false,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Группа «Основные»: «Бренд» → «Бренд», «Размер»'),
    ).toBeVisible();
    await expect(
      canvas.getByText('«Картины по номерам → Пейзажи», «Тема», обязательное: да → нет'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Импорт каталога: создано 3, обновлено 37, отклонено 2'),
    ).toBeVisible();
  },
};

/** The filter settings' words (their screen lists them open, with «Вернуть»). */
export const FilterSettings: Story = {
  args: {
    tool: 'filter',
    describe: (change) =>
      describeChange(
        change,
        (code) => ({ razmer: 'Размер', tema: 'Тема', brend: 'Бренд' })[code] ?? code,
        sectionName,
      ),
  },
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          logged(
            2,
            'Администратор',
            '5',
            { items: [{ CODE: 'razmer' }, { CODE: 'tema' }], disabled: [], bindSectionId: null },
            {
              items: [{ CODE: 'tema' }, { CODE: 'razmer' }],
              disabled: ['brend'],
              bindSectionId: null,
            },
          ),
        ],
        true,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Порядок: «Размер», «Тема» → «Тема», «Размер»'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Вернуть как было/ })).toBeVisible();
  },
};

/** An order's history names the staff member who changed the status. */
export const OrderStatuses: Story = {
  render: () => (
    <OrderHistory
      history={[
        { status: 'new', paymentState: 'paid', note: '', createdAt: '2026-11-28T09:40:00Z' },
        {
          status: 'shipped',
          paymentState: 'paid',
          note: 'Трек-номер 80085412345678',
          createdAt: '2026-11-28T12:15:00Z',
          staffName: 'Анна Редакторова',
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сотрудник: Анна Редакторова')).toBeVisible();
    await expect(canvas.getAllByText(/^Сотрудник:/)).toHaveLength(1);
  },
};

/** Issue 26 point 1: a certificate's block names its code; a block cannot be taken back here. */
export const Certificates: Story = {
  args: { tool: 'certificates', describe: describeCertificateChange },
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          logged(
            2,
            'Анна Редакторова',
            'HOBBY-M3NP-8QRS-4TUV',
            { blocked: false },
            { blocked: true },
          ),
          logged(1, 'Администратор', 'HOBBY-W9X8-Y7Z6-K5J4', { blocked: false }, { blocked: true }),
        ],
        false,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Сертификат HOBBY-M3NP-8QRS-4TUV заблокирован'),
    ).toBeVisible();
    await expect(canvas.getByText('Сертификат HOBBY-W9X8-Y7Z6-K5J4 заблокирован')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Вернуть/ })).toBeNull();
  },
};

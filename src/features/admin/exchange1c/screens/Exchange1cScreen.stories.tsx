import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type {
  Exchange1CAccountSave,
  Exchange1CImport,
  Exchange1CSettings,
  StaffChange,
} from '@features/api';
import {
  errorAnswer,
  historyServer,
  loadingStory,
  StoryStaffArea,
} from '@features/staffTools/testing';
import {
  failedImport,
  importWithProblems,
  offersDone,
  runningImport,
  settingsData,
} from '../testing';
import { Exchange1cScreen } from './Exchange1cScreen';

const IMPORTS = '/api/admin/exchange-1c/imports';
const SETTINGS = '/api/admin/exchange-1c/settings';
const ACCOUNTS = '/api/admin/exchange-1c/accounts';

/** The story's server: the imports listed, the settings replaced by each save. */
const server = {
  imports: [] as Exchange1CImport[],
  data: settingsData,
  saves: [] as Exchange1CSettings[],
  grants: [] as Exchange1CAccountSave[],
};

const handlers = [
  http.get(IMPORTS, () => HttpResponse.json({ imports: server.imports })),
  http.get(SETTINGS, () => HttpResponse.json(server.data)),
  http.post(SETTINGS, async ({ request }) => {
    const body = (await request.json()) as Exchange1CSettings;
    server.saves.push(body);
    await delay(50);
    const linked = body.priceTypes.filter((link) => link.priceListId !== null);
    server.data = {
      ...server.data,
      settings: { ...body, priceTypes: linked },
      priceTypes: server.data.priceTypes.map((type) => ({
        ...type,
        priceListId: linked.find((link) => link.xmlId === type.xmlId)?.priceListId ?? null,
      })),
    };
    return HttpResponse.json(server.data);
  }),
  http.post(ACCOUNTS, async ({ request }) => {
    const body = (await request.json()) as Exchange1CAccountSave;
    server.grants.push(body);
    await delay(50);
    const others = server.data.accounts.filter((a) => a.email !== body.email);
    server.data = {
      ...server.data,
      accounts: body.allowed
        ? [...others, { email: body.email, name: 'Склад', isAdmin: false }]
        : others,
    };
    return HttpResponse.json(server.data);
  }),
];

const meta = {
  title: 'Admin/Exchange1c/Exchange1cScreen',
  component: Exchange1cScreen,
  parameters: { url: '/admin/exchange-1c/' },
  beforeEach({ msw }) {
    server.imports = [offersDone, importWithProblems, failedImport];
    server.data = structuredClone(settingsData);
    server.saves = [];
    server.grants = [];
    msw.use(...handlers, ...historyServer([], false));
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryStaffArea url={parameters.url as string}>{Story()}</StoryStaffArea>
    ),
  ],
} satisfies Meta<typeof Exchange1cScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** One import's card, found by its id (several show the same file name). */
const importCard = async (canvas: Canvas, id: number) => {
  const cards = await canvas.findAllByRole('article');
  const card = cards.find(
    (each: HTMLElement) => each.getAttribute('aria-labelledby') === `exchange-1c-import-${id}`,
  );
  if (!card) throw new Error(`no import ${id} listed`);
  return within(card);
};

/** The counts of one import as 'label: value' pairs. */
const counts = (card: Canvas, fileName: string) =>
  within(card.getByLabelText(`Итог ${fileName}`))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** While the screen loads, a spinner says so. */
export const Loading: Story = loadingStory(IMPORTS, 'Загружаем обмен с 1С');

/** A failed load says so with the server's text and offers a retry. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(SETTINGS, () => errorAnswer(500, 'INTERNAL', 'Внутренняя ошибка сервера')));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Не удалось загрузить обмен с 1С' }),
    ).toBeVisible();
    await expect(canvas.getByText('Внутренняя ошибка сервера')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** Before 1C's first exchange: the address to give it, no exchanges, the settings ready. */
export const NoExchangesYet: Story = {
  beforeEach() {
    server.imports = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Обменов ещё не было')).toBeVisible();
    await expect(
      canvas.getByText('https://hobby-shop.ru/bitrix/admin/1c_exchange.php'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: 'Принимать файлы одним архивом (zip)' }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Размер части файла, МБ' })).toHaveValue('8');
  },
};

/** An import 1C is still driving: its status, how far it got and the counts so far. */
export const RunningImport: Story = {
  beforeEach() {
    server.imports = [runningImport, offersDone, importWithProblems];
  },
  play: async ({ canvas }) => {
    const card = await importCard(canvas, runningImport.id);
    await expect(card.getByText('Идёт запись')).toBeVisible();
    await expect(card.getByText('Записано 42 500 из 100 000 товаров')).toBeVisible();
    await expect(counts(card, 'import.xml')).toEqual([
      'Новых: 1 200 товаров',
      'Изменено: 8 300 товаров',
      'Без изменений: 33 000 товаров',
      'Пропущено: 0 товаров',
    ]);
  },
};

/** A finished import with what it could not map, each with its Russian reason. */
export const FinishedWithProblems: Story = {
  play: async ({ canvas }) => {
    const card = await importCard(canvas, importWithProblems.id);
    await expect(card.getByText('Записан')).toBeVisible();
    await expect(counts(card, 'import.xml')).toEqual([
      'Новых: 35 товаров',
      'Изменено: 118 товаров',
      'Без изменений: 1 080 товаров',
      'Пропущено: 7 товаров',
    ]);
    await userEvent.click(card.getByText('Не сопоставлено: 7 замечаний'));
    await expect(
      card.getByText('Нет в классификаторе: значения этого свойства не записаны'),
    ).toBeVisible();
    await expect(card.getByText('И ещё 5 замечаний.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    const offers = await importCard(canvas, offersDone.id);
    await expect(offers.getByText(/только изменения/)).toBeVisible();
    await expect(counts(offers, 'offers.xml')[1]).toBe('Изменено: 310 предложений');
  },
};

/** A failed import shows the error that stopped it. */
export const FailedImport: Story = {
  beforeEach() {
    server.imports = [failedImport];
  },
  play: async ({ canvas }) => {
    const card = await importCard(canvas, failedImport.id);
    await expect(card.getByText('Ошибка')).toBeVisible();
    await expect(card.getByText(/^Файл «import.xml» повреждён: это не XML/)).toBeVisible();
    await expect(card.queryByLabelText('Итог import.xml')).toBeNull();
  },
};

/** Settings changed and saved: «Сохранено», the whole settings posted, in bytes. */
export const SettingsSaved: Story = {
  play: async ({ canvas }) => {
    const zip = await canvas.findByRole('switch', { name: 'Принимать файлы одним архивом (zip)' });
    await userEvent.click(zip);
    const size = canvas.getByRole('textbox', { name: 'Размер части файла, МБ' });
    await userEvent.clear(size);
    await userEvent.type(size, '2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Отменён' }));
    const missing = within(
      canvas.getByRole('group', { name: 'Товары, которых нет в полной выгрузке' }),
    );
    await expect(missing.getByRole('radio', { name: 'Деактивировать' })).toBeChecked();
    await userEvent.click(missing.getByRole('radio', { name: 'Оставить как есть' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: '«Оптовая» (Ид c2a7-opt)' }),
      'Оптовая цена',
    );
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить настройки' }));
    await waitFor(() => expect(canvas.getByText('Сохранено')).toBeVisible());
    await expect(server.saves).toEqual([
      {
        zip: false,
        fileLimit: 2 * 1024 * 1024,
        saleStatuses: ['new', 'processing', 'shipped', 'done'],
        missingGoods: 'keep',
        priceTypes: [
          { xmlId: 'b1f0-retail', priceListId: 1 },
          { xmlId: 'c2a7-opt', priceListId: 2 },
        ],
      },
    ]);
  },
};

/** A part size out of bounds is named under the field and nothing is sent. */
export const ValidationError: Story = {
  play: async ({ canvas }) => {
    const size = await canvas.findByRole('textbox', { name: 'Размер части файла, МБ' });
    await userEvent.clear(size);
    await userEvent.type(size, '500');
    await expect(size).toHaveAccessibleDescription(/Укажите размер части от 1 до 100 МБ/);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить настройки' }));
    await expect(server.saves).toEqual([]);
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeVisible();
  },
};

/** A save the server refuses shows its Russian reason and keeps the edits. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(SETTINGS, () =>
        errorAnswer(
          400,
          'BAD_REQUEST',
          'Прайс-лист «Розничная» выбран для двух типов цен 1С: оставьте один',
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: '«Оптовая» (Ид c2a7-opt)' }),
      'Розничная',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить настройки' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Прайс-лист «Розничная» выбран для двух типов цен 1С',
    );
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeVisible();
  },
};

/** An admin gives the right by e-mail and takes it from an account; admins keep theirs. */
export const GrantAndTakeRight: Story = {
  play: async ({ canvas }) => {
    const accounts = within(await canvas.findByRole('list', { name: 'Учётные записи обмена' }));
    await expect(accounts.getByText('администратор')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Почта учётной записи' }),
      'sklad@hobby-shop.ru',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Дать право обмена' }));
    await expect(await accounts.findByText('sklad@hobby-shop.ru')).toBeVisible();
    await userEvent.click(
      accounts.getByRole('button', { name: 'Забрать право обмена у 1c@hobby-shop.ru' }),
    );
    await waitFor(() => expect(accounts.queryByText('1c@hobby-shop.ru')).toBeNull());
    await expect(server.grants).toEqual([
      { email: 'sklad@hobby-shop.ru', allowed: true },
      { email: '1c@hobby-shop.ru', allowed: false },
    ]);
  },
};

/** An editor sees the accounts but gives and takes no right. */
export const EditorSeesAccounts: Story = {
  beforeEach() {
    server.data = { ...server.data, canManageAccounts: false };
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Давать и забирать право может только администратор/),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Почта учётной записи' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Забрать право/ })).toBeNull();
  },
};

/** The address is copied with one click. */
export const CopyAddress: Story = {
  play: async ({ canvas }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скопировать' }));
    await expect(write).toHaveBeenCalledWith('https://hobby-shop.ru/bitrix/admin/1c_exchange.php');
    await expect(await canvas.findByText('Адрес скопирован')).toBeVisible();
  },
};

const change = (id: number, subject: string, before: unknown, after: unknown): StaffChange => ({
  id,
  at: `2026-11-28T${String(8 + id).padStart(2, '0')}:30:00Z`,
  userId: 1,
  userName: 'Администратор',
  subject,
  before,
  after,
  revertOf: null,
});

/** The history tells each change in words: the settings field by field, the rights given. */
export const History: Story = {
  beforeEach({ msw }) {
    const before = settingsData.settings;
    msw.use(
      ...historyServer(
        [
          change(2, 'account:1c@hobby-shop.ru', { canExchange1c: false }, { canExchange1c: true }),
          change(1, 'settings', before, {
            ...before,
            zip: false,
            fileLimit: 2 * 1024 * 1024,
            missingGoods: 'keep',
            priceTypes: [...before.priceTypes, { xmlId: 'c2a7-opt', priceListId: 2 }],
          }),
        ],
        false,
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('История изменений'));
    await expect(await canvas.findByText('1c@hobby-shop.ru: право обмена дано')).toBeVisible();
    await expect(canvas.getByText('Архив (zip): да → нет')).toBeVisible();
    await expect(canvas.getByText('Размер части: 8 МБ → 2 МБ')).toBeVisible();
    await expect(
      canvas.getByText('Товары, которых нет в полной выгрузке: деактивировать → оставить как есть'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Тип цен 1С c2a7-opt: не сопоставлен → «Оптовая цена»'),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At phone width the exchanges, the form and the accounts fit the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не сопоставлено: 7 замечаний')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить настройки' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

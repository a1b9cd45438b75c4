import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingStory } from '@features/staffTools/testing';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SetSharedPropertiesGroupedRequest } from '@features/api';
import { REQUIRED_NEEDS_ONE_SECTION } from '../exchangeRules';
import {
  blurActive,
  createExchangeServer,
  editorUser,
  EXCHANGE_API,
  emptyExchangeData,
  exchangeData,
  exchangeHandlers,
  StoryExchangeArea,
} from '../testing';
import { CatalogExchangeScreen } from './CatalogExchangeScreen';

/** The story's server; each story starts with a new one (see beforeEach). */
let server = createExchangeServer();

const meta = {
  title: 'Admin/CatalogExchange/CatalogExchangeScreen',
  component: CatalogExchangeScreen,
  // The import card has stories of its own; leaving it out keeps these pictures about settings.
  args: { importCard: null, saveFile: fn() },
  beforeEach({ msw }) {
    server = createExchangeServer();
    msw.use(...exchangeHandlers(server));
  },
  decorators: [(Story) => <StoryExchangeArea>{Story()}</StoryExchangeArea>],
} satisfies Meta<typeof CatalogExchangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const card = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });

/** Chooses sections and asks for their properties; resolves once they are listed. */
async function showProperties(canvas: Canvas, labels: string[], subsections = false) {
  const sections = await card(canvas, 'Разделы');
  for (const label of labels)
    await userEvent.click(within(sections).getByRole('checkbox', { name: label }));
  if (subsections)
    await userEvent.click(within(sections).getByRole('checkbox', { name: 'С подразделами' }));
  await userEvent.click(within(sections).getByRole('button', { name: 'Показать свойства' }));
  const properties = await card(canvas, 'Свойства разделов');
  await within(properties).findByRole('list', { name: 'Свойства выбранных разделов' });
  return properties;
}

/** Closes the save toast so the picture does not depend on how long it has been showing. */
async function closeSavedToast() {
  await waitFor(() => expect(screen.getByText('Успешно сохранено!')).toBeVisible());
  await userEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
  await waitFor(() => expect(screen.queryByText('Успешно сохранено!')).toBeNull());
}

/**
 * R-CSV-1: the cards of spec §2 in order, only the first shared group open at the start; the
 * first export takes the columns a re-import needs.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const name of [
      'Разделы',
      'Свойства разделов',
      'Общие свойства',
      'Параметры элемента',
      'Свойства элемента каталога',
      'Выгрузка',
    ])
      await expect(await card(canvas, name)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Основные (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of ['Упаковка (2)', 'Для подарка (0)', 'Без группы (1)'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    const parameters = await card(canvas, 'Параметры элемента');
    await expect(within(parameters).getByRole('checkbox', { name: /^ID товара/ })).toBeChecked();
    await expect(
      within(parameters).getByRole('checkbox', { name: /^Внешний код/ }),
    ).not.toBeChecked();
  },
};

/** While getData is on its way, a spinner says so. */
export const Loading: Story = loadingStory(EXCHANGE_API, 'Загружаем данные обмена');

/** A failed getData shows the server's text; 'Повторить' asks again. */
export const LoadError: Story = {
  beforeEach() {
    server.refuse.getData = 'Внутренняя ошибка сервера';
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Не удалось загрузить данные обмена' }),
    ).toBeVisible();
    await expect(canvas.getByText('Внутренняя ошибка сервера')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(server.loads).toBe(2));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled());
    blurActive();
  },
};

/** A retry that gets the data shows the cards. */
export const RetryRecovers: Story = {
  beforeEach() {
    server.refuse.getData = 'Внутренняя ошибка сервера';
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Повторить' });
    delete server.refuse.getData;
    await userEvent.click(retry);
    await expect(await card(canvas, 'Разделы')).toBeVisible();
    await expect(canvas.queryByText('Внутренняя ошибка сервера')).toBeNull();
  },
};

/** A new shop: no sections and no shared properties; the fixed columns can still be exported. */
export const Empty: Story = {
  beforeEach() {
    server.data = emptyExchangeData();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('В каталоге пока нет разделов: выгрузка возьмёт все товары.'),
    ).toBeVisible();
    await expect(canvas.getByText('Выберите разделы и нажмите «Показать свойства».')).toBeVisible();
    await expect(canvas.getByText('Общих свойств пока нет.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Показать свойства' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Выгрузить товары' })).toBeEnabled();
  },
};

/** Sections without any property of their own say so. */
export const NoSectionProperties: Story = {
  beforeEach() {
    server.data = exchangeData({ properties: [] });
  },
  play: async ({ canvas }) => {
    const sections = await card(canvas, 'Разделы');
    await userEvent.click(
      within(sections).getByRole('checkbox', { name: 'Алмазная мозаика → Цветы' }),
    );
    await userEvent.click(within(sections).getByRole('button', { name: 'Показать свойства' }));
    await expect(await canvas.findByText('У выбранных разделов нет свойств.')).toBeVisible();
    blurActive();
  },
};

/**
 * R-CSV-3, R-CSV-8: one section's properties, bound or not; the bound ones go into the file, and
 * the admin may bind and unbind them (R-CSV-5).
 */
export const ShowProperties: Story = {
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика']);
    await expect(server.actions).toEqual([
      { action: 'getSectionProperties', includeSubsections: 0, section_ids: [1] },
    ]);
    await expect(within(properties).getByText('Прочитано разделов: 1')).toBeVisible();
    await expect(within(properties).getByRole('checkbox', { name: 'Размер razmer' })).toBeChecked();
    await expect(within(properties).getByRole('checkbox', { name: 'Тема tema' })).not.toBeChecked();
    await expect(
      within(properties).getByRole('button', { name: 'Отвязать свойство Размер' }),
    ).toBeEnabled();
    await expect(
      within(properties).getByRole('button', { name: 'Привязать свойство Тема' }),
    ).toBeEnabled();
    await expect(within(properties).queryByText(/^Привязка недоступна/)).toBeNull();
    blurActive();
  },
};

/** R-CSV-3, R-CSV-5: with subsections the answer covers the branch, and bindings are locked. */
export const WithSubsections: Story = {
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика'], true);
    await expect(server.actions).toEqual([
      { action: 'getSectionProperties', includeSubsections: 1, section_ids: [1] },
    ]);
    await expect(within(properties).getByText('Прочитано разделов: 3')).toBeVisible();
    await expect(
      within(properties).getByText(
        'Привязка недоступна: Снимите «С подразделами», чтобы привязывать свойства',
      ),
    ).toBeVisible();
    await expect(
      within(properties).getByRole('button', { name: 'Привязать свойство Количество цветов' }),
    ).toBeDisabled();
    blurActive();
  },
};

/** R-CSV-5, R-ROLE-1: the admin binds a property to the one chosen section. */
export const AdminBindsProperty: Story = {
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика']);
    await userEvent.click(
      within(properties).getByRole('button', { name: 'Привязать свойство Тема' }),
    );
    await expect(
      await within(properties).findByRole('button', { name: 'Отвязать свойство Тема' }),
    ).toBeEnabled();
    await expect(server.actions[1]).toEqual({
      action: 'addSectionProperty',
      property_id: 14,
      section_id: 1,
    });
    // A newly bound property goes into the file.
    await expect(within(properties).getByRole('checkbox', { name: 'Тема tema' })).toBeChecked();
    blurActive();
  },
};

/** R-CSV-5, R-ROLE-1: an editor sees the binding buttons disabled and why. */
export const EditorCannotBind: Story = {
  beforeEach() {
    server.user = editorUser;
  },
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика']);
    await expect(
      within(properties).getByText(
        'Привязка недоступна: Только администратор может привязывать свойства',
      ),
    ).toBeVisible();
    for (const button of within(properties).getAllByRole('button', {
      name: /^(Привязать|Отвязать) свойство/,
    }))
      await expect(button).toBeDisabled();
    // The required flags are not a binding: an editor saves them.
    await expect(
      within(properties).getByRole('button', { name: 'Сохранить обязательность' }),
    ).toBeEnabled();
    blurActive();
  },
};

/** R-CSV-5: a binding inherited from the parent section cannot be removed here. */
export const InheritedNotRemovable: Story = {
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика → Цветы']);
    const inherited = within(properties).getByRole('button', { name: 'Отвязать свойство Размер' });
    await expect(inherited).toBeDisabled();
    await expect(inherited).toHaveAttribute(
      'title',
      'Свойство унаследовано от «Алмазная мозаика»: отвязать его можно только там',
    );
    await expect(
      within(properties).getAllByText('унаследовано от «Алмазная мозаика»'),
    ).toHaveLength(2);
    await expect(
      within(properties).getByRole('button', { name: 'Отвязать свойство Тема' }),
    ).toBeEnabled();
    blurActive();
  },
};

/** R-CSV-4: required flags of two sections, or of none, are not saved, in the spec's words. */
export const RequiredNeedsOneSection: Story = {
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика', 'Картины по номерам']);
    const save = within(properties).getByRole('button', { name: 'Сохранить обязательность' });
    await userEvent.click(save);
    await expect(within(properties).getByRole('alert')).toHaveTextContent(
      REQUIRED_NEEDS_ONE_SECTION,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Снять выбор' }));
    await userEvent.click(save);
    await expect(within(properties).getByRole('alert')).toHaveTextContent(
      'Для сохранения обязательности свойств необходимо выбрать 1 раздел',
    );
    await expect(server.actions.map((a) => a.action)).toEqual(['getSectionProperties']);
    blurActive();
  },
};

/** R-CSV-4: with one section chosen its required flags are saved for it. */
export const SaveRequired: Story = {
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика']);
    await userEvent.click(
      within(properties).getByRole('checkbox', { name: 'Обязательное: Размер' }),
    );
    await userEvent.click(
      within(properties).getByRole('checkbox', { name: 'Обязательное: Тип стразов' }),
    );
    await userEvent.click(
      within(properties).getByRole('button', { name: 'Сохранить обязательность' }),
    );
    await closeSavedToast();
    await expect(server.actions[1]).toEqual({
      action: 'setRequiredSectionProperties',
      section_id: 1,
      property_ids: [13],
    });
    await expect(
      within(properties).getByRole('checkbox', { name: 'Обязательное: Тип стразов' }),
    ).toBeChecked();
    blurActive();
  },
};

/** R-CSV-4: the shared properties' required flags are saved for section 0. */
export const SaveSharedRequired: Story = {
  play: async ({ canvas }) => {
    const shared = await card(canvas, 'Общие свойства');
    await userEvent.click(
      within(shared).getByRole('checkbox', { name: 'Обязательное: Страна производства' }),
    );
    await userEvent.click(within(shared).getByRole('button', { name: 'Сохранить обязательность' }));
    await closeSavedToast();
    await expect(server.actions).toEqual([
      { action: 'setRequiredSectionProperties', section_id: 0, property_ids: [21, 22] },
    ]);
    blurActive();
  },
};

/** A refused save of the required flags shows the server's text. */
export const RequiredSaveFails: Story = {
  beforeEach() {
    server.refuse.setRequiredSectionProperties =
      'Свойство «Тема» не привязано к разделу «Алмазная мозаика»: сделать его обязательным нельзя';
  },
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика']);
    await userEvent.click(
      within(properties).getByRole('button', { name: 'Сохранить обязательность' }),
    );
    await expect(await within(properties).findByRole('alert')).toHaveTextContent(
      'Свойство «Тема» не привязано к разделу «Алмазная мозаика»: сделать его обязательным нельзя',
    );
    blurActive();
  },
};

/** Waits until the groups' status no longer says a change is waiting or being saved. */
const groupsSettled = (shared: HTMLElement) =>
  waitFor(() =>
    expect(within(shared).getByRole('status')).not.toHaveTextContent('Сохраняем группы…'),
  );

/**
 * R-CSV-6: a property moved to another group is saved on its own a moment later; a change undone
 * before then, or a group left without a name, sends nothing.
 */
export const GroupAutosave: Story = {
  play: async ({ canvas }) => {
    const shared = await card(canvas, 'Общие свойства');
    await userEvent.selectOptions(
      within(shared).getByRole('combobox', { name: 'Группа свойства Возраст' }),
      'Упаковка',
    );
    await waitFor(() => expect(within(shared).getByText('Группы сохранены')).toBeVisible());
    await expect(server.actions).toEqual([
      {
        action: 'setSharedPropertiesGrouped',
        grouped_properties: [
          { name: 'Основные', items: [21, 22], isActive: true },
          { name: 'Упаковка', items: [24, 25, 23], isActive: false },
          { name: 'Для подарка', items: [], isActive: false },
        ],
      },
    ]);
    await expect(canvas.getByRole('button', { name: 'Упаковка (3)' })).toBeVisible();

    const name = within(shared).getAllByRole('textbox', { name: 'Название группы' })[0]!;
    // Changed and undone in one moment, so no machine's slowness lets the save timer in between
    // (the timing itself is unit-tested in groupAutosave.test.ts).
    fireEvent.change(name, { target: { value: 'Основныеx' } });
    fireEvent.change(name, { target: { value: 'Основные' } });
    // The change waits for its delay (seen at once, before its timer can end), then needs no save.
    await waitFor(() =>
      expect(within(shared).getByRole('status')).toHaveTextContent('Сохраняем группы…'),
    );
    await groupsSettled(shared);
    await expect(within(shared).getByRole('status')).toHaveTextContent('Группы сохранены');
    await expect(server.actions).toHaveLength(1);

    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription('Укажите название группы');
    await expect(within(shared).getByRole('status')).toHaveTextContent('Сохраняем группы…');
    await groupsSettled(shared);
    await expect(server.actions).toHaveLength(1);

    await userEvent.type(name, '  Главные ');
    await waitFor(() => expect(server.actions).toHaveLength(2));
    await expect(server.actions[1]).toMatchObject({
      grouped_properties: [{ name: 'Главные' }, { name: 'Упаковка' }, { name: 'Для подарка' }],
    });
    await waitFor(() => expect(within(shared).getByText('Группы сохранены')).toBeVisible());
    blurActive();
  },
};

/** R-CSV-6: a new group needs a name; a named one is added and saved. */
export const AddGroup: Story = {
  play: async ({ canvas }) => {
    const shared = await card(canvas, 'Общие свойства');
    const form = within(shared).getByRole('form', { name: 'Новая группа' });
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить группу' }));
    const field = within(form).getByRole('textbox', { name: 'Новая группа' });
    await expect(field).toHaveAccessibleDescription('Укажите название группы');
    // Every change of the groups shows 'Сохраняем группы…' at once: an unnamed group made none.
    await expect(within(shared).getByRole('status').textContent).toBe('');
    await expect(server.actions).toEqual([]);
    await userEvent.type(field, 'Хиты{Enter}');
    await waitFor(() => expect(server.actions).toHaveLength(1));
    const [save] = server.actions as SetSharedPropertiesGroupedRequest[];
    await expect(save!.grouped_properties.map((g) => g.name)).toEqual([
      'Основные',
      'Упаковка',
      'Для подарка',
      'Хиты',
    ]);
    await expect(await canvas.findByRole('button', { name: 'Хиты (0)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(within(shared).getByText('Группы сохранены')).toBeVisible());
    blurActive();
  },
};

/** R-CSV-6: a refused group save says so; the groups stay as edited. */
export const GroupSaveFails: Story = {
  beforeEach() {
    server.refuse.setSharedPropertiesGrouped =
      'Свойство «Возраст» уже есть в группе «Основные»: свойство входит в одну группу';
  },
  play: async ({ canvas }) => {
    const shared = await card(canvas, 'Общие свойства');
    await userEvent.selectOptions(
      within(shared).getByRole('combobox', { name: 'Группа свойства Возраст' }),
      'Упаковка',
    );
    await expect(await within(shared).findByRole('alert')).toHaveTextContent(
      'Свойство «Возраст» уже есть в группе «Основные»: свойство входит в одну группу',
    );
    await expect(canvas.getByRole('button', { name: 'Упаковка (3)' })).toBeVisible();
    blurActive();
  },
};

/**
 * R-CSV-7, issue 25 point 5: the export asks its summary with the screen's choice and the
 * browser downloads it from its link; the template and the column description are posted with
 * their own action and saved as files.
 */
export const Export: Story = {
  play: async ({ canvas, args }) => {
    await showProperties(canvas, ['Алмазная мозаика']);
    const shared = await card(canvas, 'Общие свойства');
    await userEvent.click(within(shared).getByRole('checkbox', { name: 'Бренд brend' }));
    const exportCard = await card(canvas, 'Выгрузка');
    await userEvent.click(within(exportCard).getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await within(exportCard).findByRole('status')).toHaveTextContent(
      'Выгрузка началась: catalog-2026-11-29.csv, 2 товара.',
    );
    const [query] = server.summaries;
    await expect(query!.getAll('SECTION_ID')).toEqual(['1']);
    await expect(query!.get('INCLUDE_SUBSECTIONS')).toBe('N');
    await expect(query!.getAll('properties')).toEqual(['11', '13', '21']);
    await expect(query!.getAll('parameters')).toEqual([
      'ID',
      'CODE',
      'NAME',
      'ACTIVE',
      'SECTION_ID',
    ]);
    await expect(query!.getAll('catalog')).toEqual(['PRICE_BASE', 'STOCK']);
    await expect(query!.get('encoding')).toBe('utf-8');
    await expect(query!.get('delimiter')).toBe(';');

    await userEvent.click(within(exportCard).getByRole('radio', { name: 'windows-1251' }));
    await userEvent.click(within(exportCard).getByRole('radio', { name: 'Запятая ( , )' }));
    await userEvent.click(
      within(exportCard).getByRole('button', { name: 'Шаблон для заполнения' }),
    );
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    const template = server.forms[0]!;
    await expect(template.get('action')).toBe('exportTemplate');
    await expect(template.getAll('required[]')).toEqual(['11', '21']);
    await expect(template.get('encoding')).toBe('windows-1251');
    await expect(template.get('delimiter')).toBe(',');
    await expect(args.saveFile).toHaveBeenLastCalledWith(expect.any(Blob), 'catalog-template.csv');

    await userEvent.click(within(exportCard).getByRole('button', { name: 'Описание колонок' }));
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(2));
    await expect(server.forms[1]!.get('action')).toBe('propertiesInfo');
    await expect(server.forms[1]!.getAll('properties[]')).toEqual(['11', '13', '21']);
    await expect(args.saveFile).toHaveBeenLastCalledWith(expect.any(Blob), 'columns.html');
    await waitFor(() =>
      expect(within(exportCard).getByRole('button', { name: 'Описание колонок' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** A refused export shows the server's text and saves nothing. */
export const ExportFails: Story = {
  beforeEach() {
    server.refuse.export = 'Раздел не найден: 404';
  },
  play: async ({ canvas, args }) => {
    const exportCard = await card(canvas, 'Выгрузка');
    await userEvent.click(within(exportCard).getByRole('button', { name: 'Выгрузить товары' }));
    await expect(await within(exportCard).findByRole('alert')).toHaveTextContent(
      'Раздел не найден: 404',
    );
    await expect(args.saveFile).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(exportCard).getByRole('button', { name: 'Выгрузить товары' })).toBeEnabled(),
    );
    blurActive();
  },
};

/** At phone width the cards stack and the rows wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const properties = await showProperties(canvas, ['Алмазная мозаика → Цветы']);
    await expect(
      within(properties).getByRole('button', { name: 'Отвязать свойство Тема' }),
    ).toBeVisible();
    blurActive();
  },
};

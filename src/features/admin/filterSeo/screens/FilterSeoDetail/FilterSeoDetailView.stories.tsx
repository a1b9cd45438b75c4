import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FilterSeoItem } from '@features/api';
import {
  defaultDetail,
  emptyDetail,
  longDetail,
  sectionDetail,
  useDefaultsDetail,
} from '../../testing/filterSeoFixtures';
import { FilterSeoDetailView, type FilterSeoDetailViewProps } from './FilterSeoDetailView';

/** The view as its screen holds it: the edited items in state, reported on every change. */
function EditedDetail({ onItemsChange, ...props }: FilterSeoDetailViewProps) {
  const [items, setItems] = useState<readonly FilterSeoItem[]>(props.detail.items);
  return (
    <FilterSeoDetailView
      {...props}
      items={items}
      dirty={items !== props.detail.items}
      onItemsChange={(changed) => {
        setItems(changed);
        onItemsChange(changed);
      }}
      onReset={() => setItems(props.detail.items)}
    />
  );
}

const meta = {
  title: 'Admin/FilterSeo/FilterSeoDetailView',
  component: FilterSeoDetailView,
  args: {
    detail: sectionDetail,
    items: sectionDetail.items,
    dirty: false,
    busy: false,
    onItemsChange: fn(),
    onSave: fn(),
    onSaveItem: fn(),
    onReset: fn(),
  },
  render: (args) => <EditedDetail key={args.detail.baseUrl} {...args} />,
} satisfies Meta<typeof FilterSeoDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The items' names in screen order (each item's collapse toggle). */
const order = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Свойства SEO адреса' }))
    .getAllByRole('button', { expanded: false })
    .map((button) => button.textContent?.trim());

/** Opens an item and waits out the collapse's animation; the item's body to query in. */
async function openItem(canvas: Canvas, name: string): Promise<Canvas> {
  const toggle = canvas.getByRole('button', { name, expanded: false });
  await userEvent.click(toggle);
  const body = toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
  const item = within(body);
  await item.findByRole('textbox', { name: 'Название' });
  // The body fades in as it opens: a busy machine can still be mid-way when the field is there,
  // and a text in it then counts as not visible.
  await waitFor(() => expect(body.getAnimations({ subtree: true })).toEqual([]));
  return item;
}

const preview = (canvas: Canvas, label: string) =>
  canvas.getByRole('figure', { name: `Предпросмотр: ${label}` });

/**
 * R-SEO-2 and issue 12 point 3: drag «Размер» one place down by keyboard (Space, ArrowDown,
 * Space), then the editor of «Размер» previews its title for a real value with its length.
 */
export const Detail: Story = {
  play: async ({ canvas, args }) => {
    await expect(order(canvas)).toEqual(['Размер', 'Форма страз']);
    const handle = canvas.getByRole('button', { name: 'Переместить «Размер»' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(order(canvas)).toEqual(['Форма страз', 'Размер']));
    await expect(args.onItemsChange).toHaveBeenCalledTimes(1);

    const item = await openItem(canvas, 'Размер');
    await expect(item.getByText('20', { selector: 'output' })).toBeVisible();
    const title = preview(item, 'Title');
    // '40x50' has the most products; UF_TO_LOWER_CASE and the sample price are applied.
    await expect(
      within(title).getByText('Алмазная вышивка 40x50 см — купить от 990 ₽'),
    ).toBeVisible();
    await expect(within(title).getByText('43 из 60')).toBeVisible();
    await expect(
      within(preview(item, 'H1')).getByText('Алмазная вышивка размером 40x50'),
    ).toBeVisible();

    // Another value: its UF_REPLACES text is inserted.
    await userEvent.selectOptions(
      item.getByRole('combobox', { name: 'Значение для предпросмотра' }),
      '30x40',
    );
    await expect(
      within(title).getByText('Алмазная вышивка 30 на 40 см — купить от 990 ₽'),
    ).toBeVisible();
    await expect(
      within(preview(item, 'Description')).getByText(
        'Алмазная вышивка размером 30 на 40 см: 31 товаров с доставкой по России.',
      ),
    ).toBeVisible();

    // Each item saves from its own header, alone (issue 25 point 9).
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить «Размер»' }));
    await expect(args.onSaveItem).toHaveBeenCalledWith(
      expect.objectContaining({ ID: 11, NAME: 'Размер' }),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Issue 12 point 3: typing a template updates the preview, and a title over 60 characters warns. */
export const TemplateTooLong: Story = {
  play: async ({ canvas }) => {
    const item = await openItem(canvas, 'Размер');
    const field = item.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(field);
    await userEvent.type(
      field,
      'Купить #VALUE# — лучшие наборы алмазной вышивки с доставкой по всей России',
    );
    const title = preview(item, 'Title');
    await expect(
      within(title).getByText(
        'Купить 40x50 — лучшие наборы алмазной вышивки с доставкой по всей России',
      ),
    ).toBeVisible();
    await expect(within(title).getByText('72 из 60')).toBeVisible();
    await expect(within(title).getByRole('status')).toHaveTextContent(
      'Длиннее 60 символов: поисковик обрежет текст',
    );
  },
};

/** R-SEO-5: every field of the item has its Russian label; the tokens tooltip opens by keyboard. */
export const ItemEditor: Story = {
  play: async ({ canvas }) => {
    const item = await openItem(canvas, 'Форма страз');
    await expect(item.getByRole('textbox', { name: 'Название' })).toHaveValue('Форма страз');
    await expect(item.getByRole('combobox', { name: 'Свойство' })).toHaveValue('2');
    for (const flag of [
      'Теги (ссылки на посадочные)',
      'Перелинковка',
      'Значение строчными буквами',
      'Брать настройки «/»',
    ])
      await expect(item.getByRole('checkbox', { name: flag })).toBeInTheDocument();
    await expect(item.getByRole('textbox', { name: 'H1' })).toHaveValue(
      'Алмазная мозаика: #VALUE# стразы',
    );
    await expect(item.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    // An empty description shows the shop's default text.
    await expect(
      within(preview(item, 'Description')).getByText(/^Алмазная вышивка, Форма страз: круглые\./),
    ).toBeVisible();

    await userEvent.click(item.getByRole('button', { name: 'Добавить замену' }));
    await userEvent.type(item.getByRole('textbox', { name: 'Значение' }), 'Круглые');
    await userEvent.type(item.getByRole('textbox', { name: 'Вставлять как' }), 'с круглыми');
    await expect(
      within(preview(item, 'H1')).getByText('Алмазная мозаика: с круглыми стразы'),
    ).toBeVisible();

    const help = item.getByRole('button', { name: 'Переменные шаблонов' });
    help.focus();
    await expect(await item.findByRole('tooltip')).toHaveTextContent('#GOODS_COUNT#');
  },
};

/** The default settings '/': no 'use defaults' flag, and the preview names an example section. */
export const DefaultUrl: Story = {
  args: { detail: defaultDetail, items: defaultDetail.items },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'SEO фильтра: / (по умолчанию)',
    );
    const item = await openItem(canvas, 'Размер');
    await expect(item.queryByRole('checkbox', { name: 'Брать настройки «/»' })).toBeNull();
    await expect(item.getByText(/^Раздел для примера — «Алмазная вышивка»/)).toBeVisible();
  },
};

/** A section's item that takes the '/' texts hides its templates. */
export const UseDefaults: Story = {
  args: { detail: useDefaultsDetail, items: useDefaultsDetail.items },
  play: async ({ canvas }) => {
    const item = await openItem(canvas, 'Размер');
    await expect(item.getByRole('checkbox', { name: 'Брать настройки «/»' })).toBeChecked();
    await expect(
      item.getByText('Тексты и замены этого свойства берутся из настроек по умолчанию («/»).'),
    ).toBeVisible();
    await expect(item.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
};

/** A section's url without items: it says the section takes '/', and a property can be added. */
export const EmptyUrl: Story = {
  args: { detail: emptyDetail, items: emptyDetail.items },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('У адреса нет своих настроек')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить все' })).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Добавить свойство' }),
      'Тема',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    await expect(args.onItemsChange).toHaveBeenCalledWith([
      expect.objectContaining({
        ID: 0,
        NAME: 'Тема',
        UF_PROPERTY_ID: 3,
        UF_BASE_URL: '/shop/pazly/',
      }),
    ]);
    await expect(await canvas.findByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(
      canvas.getByText('Значения свойства появятся в предпросмотре после сохранения.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить все' })).toBeEnabled();
  },
};

/**
 * Issue 25 point 9: a new item with nothing filled in is not saved, by its own button or by
 * «Сохранить все»: it says what to fill in; a text typed clears the message and the item saves.
 */
export const EmptyItemRefused: Story = {
  args: { detail: emptyDetail, items: emptyDetail.items },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Добавить свойство' }),
      'Тема',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    const text = 'Элемент «Тема» пуст: заполните H1, Title, Description или замены значений';
    await userEvent.click(await canvas.findByRole('button', { name: 'Сохранить «Тема»' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить все' }));
    await expect(args.onSaveItem).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'H1' }), '#VALUE#');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить «Тема»' }));
    await expect(args.onSaveItem).toHaveBeenCalledWith(
      expect.objectContaining({
        ID: 0,
        NAME: 'Тема',
        UF_META: expect.objectContaining({ H1: '#VALUE#' }),
      }),
    );
    // The screenshot shows the message: the item is emptied again and its save asked for.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'H1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить «Тема»' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 200 values in the preview's select; the template already makes too long a title. */
export const LongValueList: Story = {
  args: { detail: longDetail, items: longDetail.items },
  play: async ({ canvas }) => {
    const item = await openItem(canvas, 'Размер');
    const select = item.getByRole('combobox', { name: 'Значение для предпросмотра' });
    await expect(within(select).getAllByRole('option')).toHaveLength(200);
    await userEvent.selectOptions(select, '209x219');
    await expect(within(preview(item, 'Title')).getByRole('status')).toBeVisible();
  },
};

/** «Сохранить все» under way: it shows so, and the items' own saves wait. */
export const Saving: Story = {
  args: { busy: true, savingAll: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить все' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Issue 25 point 9: one item's save under way: its button shows so, the other saves wait. */
export const SavingItem: Story = {
  args: { busy: true, savingItem: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить «Размер»' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Сохранить «Форма страз»' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Сохранить все' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const item = await openItem(canvas, 'Размер');
    await expect(preview(item, 'Title')).toBeVisible();
  },
};

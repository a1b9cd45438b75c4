import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { errorAnswer, loadFailedStory, loadingStory } from '@features/staffTools/testing';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FilterSection, SectionRelation, SectionRelationsSave } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { manySections, relations, savedFromForm, sections } from '../testing';
import { SectionRelationsScreen } from './SectionRelationsScreen';

const API = '/api/admin/sections/relations';

/** The story's server: relations kept in memory, replaced by each save as the real one does. */
const server = {
  sections: [] as FilterSection[],
  relations: [] as SectionRelation[],
  saves: [] as SectionRelationsSave[],
};

const answer = () => HttpResponse.json({ sections: server.sections, relations: server.relations });

const handlers = [
  http.get(API, answer),
  http.post(API, async ({ request }) => {
    const body = savedFromForm(await request.text());
    server.saves.push(body);
    await delay(50);
    server.relations = body.relations.filter((r) => r.items.length > 0);
    return answer();
  }),
];

const meta = {
  title: 'Admin/SectionRelations/SectionRelationsScreen',
  component: SectionRelationsScreen,
  parameters: { url: '/admin/section-relations/' },
  beforeEach({ msw }) {
    server.sections = structuredClone(sections);
    server.relations = structuredClone(relations);
    server.saves = [];
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => <StoryShop url={parameters.url as string}>{Story()}</StoryShop>,
  ],
} satisfies Meta<typeof SectionRelationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const chooseSection = async (canvas: Canvas, label: string) => {
  const select = await canvas.findByRole('combobox', { name: 'Раздел' });
  await userEvent.selectOptions(select, label);
};
const choiceLabels = (canvas: Canvas) =>
  within(canvas.getByRole('combobox', { name: 'Привязать раздел' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The stored relation is listed; nothing to save yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const all = await canvas.findByRole('region', { name: 'Разделы с привязками' });
    await expect(within(all).getByRole('button', { name: 'Новый год' })).toBeVisible();
    await expect(within(all).getByText('Алмазная мозаика → Цветы')).toBeVisible();
  },
};

/** R-REL-2: the choice offers neither the section itself nor the sections already related. */
export const ExclusionRule: Story = {
  play: async ({ canvas }) => {
    await chooseSection(canvas, 'Новый год');
    const labels = choiceLabels(canvas);
    await expect(labels).not.toContain('Новый год');
    await expect(labels).not.toContain('Алмазная мозаика → Цветы');
    await expect(labels).toContain('Алмазная мозаика → Животные');
  },
};

/** R-REL-1: a related section is added with the keyboard alone and saved with apply. */
export const AddAndApply: Story = {
  play: async ({ canvas }) => {
    await chooseSection(canvas, 'Новый год');
    const choice = canvas.getByRole('combobox', { name: 'Привязать раздел' });
    await userEvent.selectOptions(choice, 'Алмазная мозаика → Животные');
    choice.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Добавить' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = canvas.getByRole('region', { name: /Привязанные разделы/ });
    await expect(within(list).getByText('Алмазная мозаика → Животные')).toBeVisible();
    await expect(choiceLabels(canvas)).not.toContain('Алмазная мозаика → Животные');
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить и применить' }));
    await expect(await canvas.findByText('Сохранено и применено')).toBeVisible();
    await expect(server.saves).toEqual([
      { action: 'saveAndApply', relations: [{ id: 6, items: [2, 3] }] },
    ]);
  },
};

/** R-REL-2: removal asks 'Удалить привязку?' first; cancel keeps it, confirm removes it. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    await chooseSection(canvas, 'Новый год');
    const remove = canvas.getByRole('button', {
      name: 'Удалить привязку: Алмазная мозаика → Цветы',
    });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Удалить привязку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(
      canvas.getByRole('button', { name: 'Удалить привязку: Алмазная мозаика → Цветы' }),
    );
    dialog = await screen.findByRole('alertdialog', { name: 'Удалить привязку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(await canvas.findByText('Привязок нет.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Сохранено')).toBeVisible();
    await expect(server.saves).toEqual([{ action: 'save', relations: [] }]);
  },
};

/**
 * Issue 25 point 8: two sections named «Религия» are told apart by their paths, in the choice
 * (in tree order) and in the lists.
 */
export const SectionsToldApart: Story = {
  beforeEach() {
    server.relations = [{ id: 6, items: [8, 7] }];
  },
  play: async ({ canvas }) => {
    const all = await canvas.findByRole('region', { name: 'Разделы с привязками' });
    await expect(
      within(all).getByText('Картины по номерам → Религия, Алмазная мозаика → Религия'),
    ).toBeVisible();
    await chooseSection(canvas, 'Новый год');
    await expect(choiceLabels(canvas)).toEqual([
      'Выберите раздел',
      'Алмазная мозаика',
      'Алмазная мозаика → Цветы',
      'Алмазная мозаика → Животные',
      'Картины по номерам',
      'Картины по номерам → Пейзажи',
    ]);
    const list = canvas.getByRole('region', { name: 'Привязанные разделы: Новый год' });
    await expect(
      within(list).getByRole('button', { name: 'Удалить привязку: Алмазная мозаика → Религия' }),
    ).toBeVisible();
  },
};

/** No relations yet. */
export const Empty: Story = {
  beforeEach() {
    server.relations = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Привязок пока нет')).toBeVisible();
  },
};

/** Hundreds of sections in the choice. */
export const HundredsOfSections: Story = {
  beforeEach() {
    server.sections = manySections(100);
    server.relations = [{ id: 1, items: [6, 10] }];
  },
  play: async ({ canvas }) => {
    await chooseSection(canvas, 'Раздел 1');
    // 400 sections less the section itself and its two related ones
    await waitFor(() => expect(choiceLabels(canvas)).toHaveLength(397 + 1));
  },
};

/** A refused save shows the server's text and keeps the edits. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API, () => errorAnswer(400, 'BAD_REQUEST', 'Раздел 6 не найден')));
  },
  play: async ({ canvas }) => {
    await chooseSection(canvas, 'Новый год');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Привязать раздел' }),
      'Картины по номерам',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Раздел 6 не найден');
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeVisible();
  },
};

/** While the sections load, a spinner says so. */
export const Loading: Story = loadingStory(API, 'Загружаем разделы');

/** A failed load says so with the server's text and offers a retry. */
export const ServerError: Story = loadFailedStory(API, 'Не удалось загрузить разделы');

/** At phone width the choice and the buttons stack and fit the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await chooseSection(canvas, 'Новый год');
    await expect(canvas.getByRole('button', { name: 'Сохранить и применить' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MarketFeedSave, MarketFeedSection, StaffChange } from '@features/api';
import {
  errorAnswer,
  historyServer,
  loadFailedStory,
  loadingStory,
  neverAnswers,
  StoryStaffArea,
} from '@features/staffTools/testing';
import { feedSections } from '../testing';
import { MarketFeedScreen } from './MarketFeedScreen';

const API = '/api/admin/market-feed';

/** The story's server: the sections' switches kept in memory, replaced by each save. */
const server = {
  sections: [] as MarketFeedSection[],
  saves: [] as MarketFeedSave[],
};

const answer = () => HttpResponse.json({ sections: server.sections });

const handlers = [
  http.get(API, answer),
  http.post(API, async ({ request }) => {
    const body = (await request.json()) as MarketFeedSave;
    server.saves.push(body);
    await delay(50);
    const left = new Set(body.excludedSectionIds);
    server.sections = server.sections.map((s) => ({ ...s, inFeed: !left.has(s.id) }));
    return answer();
  }),
];

const meta = {
  title: 'Admin/MarketFeed/MarketFeedScreen',
  component: MarketFeedScreen,
  parameters: { url: '/admin/market-feed/' },
  beforeEach({ msw }) {
    server.sections = structuredClone(feedSections);
    server.saves = [];
    msw.use(...handlers);
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryStaffArea url={parameters.url as string}>{Story()}</StoryStaffArea>
    ),
  ],
} satisfies Meta<typeof MarketFeedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const feedSwitch = (canvas: Canvas, path: string) =>
  canvas.getByRole('switch', { name: `В фиде Яндекс Маркета: ${path}` });

/** Every section is in the feed by default: each switch is on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('В фиде все разделы.')).toBeVisible();
    const switches = canvas.getAllByRole('switch');
    await expect(switches).toHaveLength(feedSections.length);
    for (const each of switches) await expect(each).toBeChecked();
    await expect(feedSwitch(canvas, 'Алмазная мозаика → Животные → Кошки')).toBeEnabled();
  },
};

/** A section left out takes its subsections with it: theirs are off and say why. */
export const SectionLeftOut: Story = {
  beforeEach() {
    server.sections = server.sections.map((s) => ({ ...s, inFeed: s.id !== 1 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не в фиде разделов: 4 из 7.')).toBeVisible();
    await expect(feedSwitch(canvas, 'Алмазная мозаика')).not.toBeChecked();
    const cats = feedSwitch(canvas, 'Алмазная мозаика → Животные → Кошки');
    await expect(cats).not.toBeChecked();
    await expect(cats).toBeDisabled();
    await expect(
      canvas.getAllByText('Не в фиде вместе с разделом «Алмазная мозаика»'),
    ).toHaveLength(3);
    await expect(feedSwitch(canvas, 'Картины по номерам → Пейзажи')).toBeChecked();
  },
};

/** A section switched off with the keyboard and saved: «Сохранено», the whole list posted. */
export const SwitchOffAndSave: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('В фиде все разделы.');
    const animals = feedSwitch(canvas, 'Алмазная мозаика → Животные');
    animals.focus();
    await userEvent.keyboard(' ');
    await expect(animals).not.toBeChecked();
    await expect(feedSwitch(canvas, 'Алмазная мозаика → Животные → Кошки')).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Есть несохранённые изменения');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Сохранено'));
    await expect(server.saves).toEqual([{ excludedSectionIds: [3] }]);
    await expect(canvas.getByText('Не в фиде разделов: 2 из 7.')).toBeVisible();
  },
};

/** While a save is on its way the button shows it and the switches wait. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers(API, 'post'));
  },
  play: async ({ canvas }) => {
    await canvas.findByText('В фиде все разделы.');
    await userEvent.click(feedSwitch(canvas, 'Новый год'));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(feedSwitch(canvas, 'Картины по номерам')).toBeDisabled());
    await expect(canvas.getByRole('button', { name: /Сохранить/ })).toBeDisabled();
  },
};

/** A refused save shows the server's text and keeps the edits. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API, () => errorAnswer(400, 'BAD_REQUEST', 'Раздел 6 не найден')));
  },
  play: async ({ canvas }) => {
    await canvas.findByText('В фиде все разделы.');
    await userEvent.click(feedSwitch(canvas, 'Новый год'));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Раздел 6 не найден');
    await expect(canvas.getByText('Есть несохранённые изменения')).toBeVisible();
    await expect(feedSwitch(canvas, 'Новый год')).not.toBeChecked();
  },
};

/** A catalogue without sections says so; there is nothing to save. */
export const Empty: Story = {
  beforeEach() {
    server.sections = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Разделов пока нет')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

/** While the sections load, a spinner says so. */
export const Loading: Story = loadingStory(API, 'Загружаем разделы');

/** A failed load says so with the server's text and offers a retry. */
export const ServerError: Story = loadFailedStory(API, 'Не удалось загрузить разделы');

const change = (id: number, before: number[], after: number[]): StaffChange => ({
  id,
  at: `2026-11-28T${String(8 + id).padStart(2, '0')}:30:00Z`,
  userId: 1,
  userName: 'Администратор',
  subject: 'all',
  before,
  after,
  revertOf: null,
});

/** The history names each section switched off or back on by its path. */
export const History: Story = {
  beforeEach({ msw }) {
    msw.use(...historyServer([change(2, [1, 6], [6]), change(1, [], [1, 6])], true));
  },
  play: async ({ canvas }) => {
    await canvas.findByText('В фиде все разделы.');
    await userEvent.click(canvas.getByText('История изменений'));
    await expect(await canvas.findByText('«Алмазная мозаика»: снова в фиде')).toBeVisible();
    await expect(canvas.getByText('«Новый год»: убран из фида')).toBeVisible();
  },
};

/** At phone width the switches wrap under the names and fit the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach() {
    server.sections = server.sections.map((s) => ({ ...s, inFeed: s.id !== 3 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не в фиде разделов: 2 из 7.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeVisible();
  },
};

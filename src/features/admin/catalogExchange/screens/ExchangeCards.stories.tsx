import { ADMIN_PATHS } from '@shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryStaffArea } from '@features/staffTools/testing';
import { blurActive, createExchangeServer, exchangeData, exchangeHandlers } from '../testing';
import { ExchangeCards } from './ExchangeCards';

/** A stand-in for the import card, which has stories of its own. */
const importCard = (
  <section aria-label="Загрузка" style={{ gridColumn: '1 / -1' }}>
    <p>Здесь карточка загрузки файла</p>
  </section>
);

const meta = {
  title: 'Admin/CatalogExchange/ExchangeCards',
  component: ExchangeCards,
  args: { data: exchangeData(), admin: true, importCard, saveFile: fn() },
  beforeEach({ msw }) {
    msw.use(...exchangeHandlers(createExchangeServer()));
  },
  decorators: [
    (Story) => <StoryStaffArea url={ADMIN_PATHS.catalogExchange}>{Story()}</StoryStaffArea>,
  ],
} satisfies Meta<typeof ExchangeCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-CSV-1: the cards in the spec's order, the import card last. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    const cards = canvas.getByRole('region', { name: 'Разделы' }).parentElement!;
    const names = [...cards.children].map(
      (card) => card.getAttribute('aria-label') ?? card.querySelector('h2')?.textContent,
    );
    await expect(names).toEqual([
      'Разделы',
      'Свойства разделов',
      'Общие свойства',
      'Параметры элемента',
      'Свойства элемента каталога',
      'Выгрузка',
      'Загрузка',
    ]);
  },
};

/** R-ROLE-1: the same cards for an editor: binding buttons disabled once properties are read. */
export const Editor: Story = {
  args: { admin: false },
  play: async ({ canvas }) => {
    const sections = canvas.getByRole('region', { name: 'Разделы' });
    await userEvent.click(within(sections).getByRole('checkbox', { name: 'Алмазная мозаика' }));
    await userEvent.click(within(sections).getByRole('button', { name: 'Показать свойства' }));
    const properties = canvas.getByRole('region', { name: 'Свойства разделов' });
    await expect(
      await within(properties).findByRole('button', { name: 'Привязать свойство Тема' }),
    ).toBeDisabled();
    blurActive();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ADDITIONAL_CITIES,
  ALL_CITIES,
  EKATERINBURG,
  LONG_NAME_CITY,
  MOSCOW,
  POPULAR_CITIES,
} from '../../testing/layoutFixtures';
import { CityChooserView } from './CityChooserView';

const meta = {
  title: 'Shop/Layout/CityChooserView',
  component: CityChooserView,
  args: {
    open: true,
    onClose: fn(),
    current: MOSCOW,
    popular: POPULAR_CITIES,
    additional: ADDITIONAL_CITIES,
    query: '',
    onQueryChange: fn(),
    results: null,
    onChoose: fn(),
  },
} satisfies Meta<typeof CityChooserView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chooser, once its opening motion has ended and the search field has the focus. */
async function chooser(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Выберите город',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(within(dialog).getByLabelText('Найти город')).toHaveFocus());
  return within(dialog);
}

/** The current city, popular and other cities; a click chooses one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await chooser(canvasElement);
    await expect(dialog.getByText('Ваш город:')).toBeVisible();
    await expect(dialog.getByLabelText('Найти город')).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Москва' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Екатеринбург' }));
    await expect(args.onChoose).toHaveBeenCalledWith(EKATERINBURG);
  },
};

/** Search results show the region under each name, since names repeat across regions. */
export const SearchResults: Story = {
  args: { query: 'Екат', results: ALL_CITIES.filter((city) => city.name.startsWith('Екат')) },
  play: async ({ canvasElement }) => {
    const dialog = await chooser(canvasElement);
    await expect(dialog.getByText('Россия, Свердловская область')).toBeVisible();
    await expect(dialog.getByText('Россия, Саратовская область')).toBeVisible();
    await expect(dialog.queryByText('Популярные города')).not.toBeInTheDocument();
  },
};

/** Typing goes to the owner, who searches. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await chooser(canvasElement);
    await userEvent.type(dialog.getByLabelText('Найти город'), 'Т');
    await expect(args.onQueryChange).toHaveBeenCalledWith('Т');
  },
};

export const NothingFound: Story = {
  args: { query: 'Атлантида', results: [] },
  play: async ({ canvasElement }) => {
    await expect((await chooser(canvasElement)).getByText('Такой город не найден')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { query: 'Тул', results: [], searching: true },
  play: async ({ canvasElement }) => {
    await expect(
      (await chooser(canvasElement)).getByRole('status', { name: 'Ищем города' }),
    ).toBeInTheDocument();
  },
};

/** A long city name wraps inside its cell. */
export const LongCityName: Story = {
  args: { current: LONG_NAME_CITY },
  play: async ({ canvasElement }) => {
    const dialog = await chooser(canvasElement);
    await expect(dialog.getByRole('button', { name: LONG_NAME_CITY.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Saving the choice failed: the server's message is shown. */
export const SaveFailed: Story = {
  args: { error: 'Город не найден' },
  play: async ({ canvasElement }) => {
    await expect((await chooser(canvasElement)).getByRole('alert')).toHaveTextContent(
      'Город не найден',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(
      (await chooser(canvasElement)).getByRole('button', { name: 'Москва' }),
    ).toBeVisible();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { SearchSuggestions as Suggestions } from '@features/api';
import { productCards, StoryShop } from '@features/catalog/testing';
import { Input } from '@ui/Input';
import { SearchOverlay } from '../SearchOverlay';
import { SearchSuggestions } from './SearchSuggestions';

const asked: string[] = [];

const answer = (q: string): Suggestions =>
  q === 'доставка'
    ? { redirect: '/shipping/', query: q, correctedQuery: null, sections: [], products: [] }
    : {
        redirect: null,
        query: q,
        correctedQuery: null,
        sections: [{ id: 12, name: 'Алмазная мозаика', url: '/shop/almaznaya-mozaika/' }],
        products: productCards(3),
      };

/** The overlay's field and the suggestions under it, as the layout renders them. */
function Overlay() {
  const [query, setQuery] = useState('');
  return (
    <div style={{ maxWidth: 640 }}>
      <Input label="Что ищем?" value={query} onChange={(event) => setQuery(event.target.value)} />
      <SearchSuggestions query={query} />
    </div>
  );
}

const meta = {
  title: 'Shop/Search/SearchSuggestions',
  component: Overlay,
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(
      http.get('/api/search/suggest', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json({ result: answer(q) });
      }),
    );
  },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const atShop: Story['decorators'] = [(Story) => <StoryShop url="/shop/">{Story()}</StoryShop>];

/** Typing asks once after the pause, not for every letter. */
export const AsYouType: Story = {
  decorators: atShop,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Что ищем?'), 'мозаика');
    await expect(await canvas.findByRole('link', { name: 'Алмазная мозаика' })).toBeVisible();
    await expect(asked).toEqual(['мозаика']);
  },
};

/**
 * A query with a direct transition offers its page as the one link and stays put: the shopper may
 * be about to type more words.
 */
export const DirectTransition: Story = {
  decorators: atShop,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Что ищем?'), 'доставка');
    await expect(
      await canvas.findByRole('link', { name: 'Перейти к странице по запросу «доставка»' }),
    ).toHaveAttribute('href', '/shipping/');
    await expect(canvas.getByTestId('url')).toHaveTextContent('/shop/');
  },
};

/** Enter in the overlay's field opens the results page /search/?q= (the overlay closes with the hash). */
export const EnterOpensResults: StoryObj<typeof SearchOverlay> = {
  render: () => <SearchOverlay />,
  decorators: [(Story) => <StoryShop url="/shop/#/search/">{Story()}</StoryShop>],
  play: async ({ canvasElement, userEvent }) => {
    const overlay = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Поиск',
    });
    await userEvent.type(within(overlay).getByRole('searchbox'), 'кисти{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('url')).toHaveTextContent(
        '/search/?q=%D0%BA%D0%B8%D1%81%D1%82%D0%B8',
      ),
    );
  },
};

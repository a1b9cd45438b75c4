import type { SearchTransition } from '@features/api';
import type { TransitionRowView } from '../components/TransitionTable';

/** The demo's transitions, newest first as the server lists them. */
export const transitions: SearchTransition[] = [
  { id: 10, searchQuery: 'пазлы', targetUrl: '/shop/pazly/' },
  { id: 9, searchQuery: 'контакты', targetUrl: '/kontakty/' },
  { id: 8, searchQuery: 'доставка', targetUrl: '/shipping/' },
  { id: 7, searchQuery: 'скидки', targetUrl: '/discounts/' },
  { id: 6, searchQuery: 'по фото', targetUrl: '/almaznaya-vyshivka-na-zakaz-po-fotografii/' },
  { id: 5, searchQuery: 'сертификат', targetUrl: '/shop/podarochnye-sertifikaty/' },
  { id: 4, searchQuery: 'раскраска по номерам', targetUrl: '/shop/kartiny-po-nomeram/' },
  { id: 3, searchQuery: 'картины по номерам', targetUrl: '/shop/kartiny-po-nomeram/' },
  { id: 2, searchQuery: 'алмазная мозаика', targetUrl: '/shop/almaznaya-vyshivka/' },
  { id: 1, searchQuery: 'мозаика', targetUrl: '/shop/almaznaya-vyshivka/' },
];

const THEMES = ['цветы', 'котики', 'пейзаж', 'море', 'город', 'натюрморт', 'животные', 'аниме'];
const KINDS = [
  ['алмазная мозаика', 'almaznaya-vyshivka'],
  ['картина по номерам', 'kartiny-po-nomeram'],
  ['пазл', 'pazly'],
] as const;

/** `count` made-up transitions ('алмазная мозаика цветы 40x50'), newest first. */
export function manyTransitions(count: number): SearchTransition[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const [kind, code] = KINDS[id % KINDS.length]!;
    const theme = THEMES[id % THEMES.length]!;
    return {
      id,
      searchQuery: `${kind} ${theme} ${30 + (id % 5) * 10}x${40 + (id % 4) * 10}`,
      targetUrl: `/shop/${code}/tema-${id}/`,
    };
  });
}

/** Rows as the table shows them, nothing saved yet. */
export const rowsOf = (items: readonly SearchTransition[]): TransitionRowView[] =>
  items.map((item) => ({ ...item, save: { kind: 'idle' } }));

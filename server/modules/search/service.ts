import type { Queryable } from '../../lib/db/types';
import type { ListOrder } from '../catalog';
import { productCardsByIds } from '../product';
import { switchKeyboardLayout } from './keyboardLayout';
import {
  closestWords,
  directTransitionTarget,
  matchingProductIds,
  matchingSections,
  type SectionMatch,
} from './queries';
import type { Schema } from '../../lib/api/contract';

/** GET /api/search/suggest: at most this many sections and products (docs/search.md). */
export const SUGGESTED_SECTIONS = 5;
const SUGGESTED_PRODUCTS = 8;
/** Results pages stop here (50 pages of 24): counting every match of a common word costs 250 ms. */
export const MAX_RESULTS = 1200;
/** Longer queries are cut: nobody types more, and each word is one more index lookup. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

type SearchSection = Schema<'SearchSection'>;

/** One way of reading the query: its words and whether they are the words the visitor typed. */
interface Reading {
  words: string[];
  corrected: boolean;
}

export interface SearchOutcome {
  /** The words the results were found by; `corrected` when that is not what was typed. */
  reading: Reading | null;
  sections: SearchSection[];
  productIds: number[];
  total: number;
}

/** Lower-cased words of letters and digits; everything else separates them. */
function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * `to_tsquery` text: every word must match (AND). Words hold letters and digits only, so nothing
 * in them is tsquery syntax. `prefix` lets the last word match as a beginning (typing in progress).
 */
function tsQueryText(words: readonly string[], { prefix }: { prefix: boolean }): string {
  return words
    .map((word, i) => (prefix && i === words.length - 1 ? `${word}:*` : word))
    .join(' & ');
}

/** spec §3 direct transitions: trimmed, case-insensitive; '' never matches. */
export async function directTransition(db: Queryable, query: string): Promise<string | null> {
  const trimmed = query.trim();
  return trimmed ? ((await directTransitionTarget(db, trimmed)) ?? null) : null;
}

/**
 * Products and sections for a query (docs/search.md), trying in turn until one finds products:
 *   1. the words as typed (Russian morphology: the 'russian' text search config stems them);
 *   2. the query in the other keyboard layout (`fkvfpyfz` → `алмазная`);
 *   3. each word replaced by the closest word of product names (typos), as typed, then switched.
 */
export async function searchProducts(
  db: Queryable,
  query: string,
  {
    limit,
    offset,
    prefix,
    sectionLimit,
    cap = limit,
    order,
  }: {
    limit: number;
    offset: number;
    prefix: boolean;
    sectionLimit: number;
    /** Matches counted at most (the total of a results page); suggestions need no count. */
    cap?: number;
    /** The results page's order; most popular first without it. */
    order?: ListOrder;
  },
): Promise<SearchOutcome> {
  const typed = queryWords(query);
  if (typed.length === 0) return { reading: null, sections: [], productIds: [], total: 0 };
  const switched = switchKeyboardLayout(typed.join(' '));
  const layoutWords = switched === null ? null : queryWords(switched);

  const readings = readingsOf(db, typed, layoutWords);
  let fallback: SearchOutcome | null = null;
  for await (const reading of readings) {
    const tsQuery = tsQueryText(reading.words, { prefix });
    const [{ ids, total }, sections] = await Promise.all([
      matchingProductIds(db, tsQuery, { limit, offset, cap }, order),
      sectionLimit > 0 ? matchingSections(db, tsQuery, sectionLimit) : Promise.resolve([]),
    ]);
    const outcome = { reading, sections: sectionLinks(sections), productIds: ids, total };
    if (total > 0) return outcome;
    // Sections alone (a query naming a section that has no products yet) are better than nothing.
    if (!fallback && sections.length > 0) fallback = outcome;
  }
  return fallback ?? { reading: null, sections: [], productIds: [], total: 0 };
}

async function* readingsOf(
  db: Queryable,
  typed: string[],
  layoutWords: string[] | null,
): AsyncGenerator<Reading> {
  yield { words: typed, corrected: false };
  if (layoutWords) yield { words: layoutWords, corrected: true };
  const seen = new Set([typed.join(' '), layoutWords?.join(' ')]);
  for (const words of [typed, layoutWords]) {
    if (!words) continue;
    const corrected = await correctTypos(db, words);
    const key = corrected.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    yield { words: corrected, corrected: true };
  }
}

/** Each word replaced by its closest dictionary word; words with none (numbers, sizes) stay. */
async function correctTypos(db: Queryable, words: string[]): Promise<string[]> {
  const closest = await closestWords(db, words);
  return words.map((word, i) => closest[i] ?? word);
}

/**
 * The sections' links; sections of one name (the «Ёлки» of diamond embroidery and of painting by
 * numbers) are told apart by their top-level section's, «Ёлки — Алмазная вышивка».
 */
function sectionLinks(sections: readonly SectionMatch[]): SearchSection[] {
  const named = (name: string) => sections.filter((section) => section.name === name).length;
  return sections.map((section) => ({
    id: section.id,
    name:
      section.top !== null && named(section.name) > 1
        ? `${section.name} — ${section.top}`
        : section.name,
    url: `/shop/${section.code}/`,
  }));
}

/** openapi.yaml `SearchSuggestions`. */
export type SearchSuggestions = Schema<'SearchSuggestions'>;

/** GET /api/search/suggest: a direct transition's target, else sections and products so far. */
export async function suggest(
  db: Queryable,
  query: string,
  locationId: number,
): Promise<SearchSuggestions> {
  const redirect = await directTransition(db, query);
  const empty = { redirect, query, correctedQuery: null, sections: [], products: [] };
  if (redirect) return empty;
  const outcome = await searchProducts(db, query, {
    limit: SUGGESTED_PRODUCTS,
    offset: 0,
    prefix: true,
    sectionLimit: SUGGESTED_SECTIONS,
  });
  return {
    ...empty,
    correctedQuery: correctedQueryOf(outcome),
    sections: outcome.sections,
    products: await productCardsByIds(db, outcome.productIds, locationId),
  };
}

export function correctedQueryOf(outcome: SearchOutcome): string | null {
  return outcome.reading?.corrected ? outcome.reading.words.join(' ') : null;
}

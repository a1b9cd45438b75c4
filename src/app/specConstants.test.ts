import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED_RETRY_COUNT } from '@features/api';
import { CHUNK_RELOAD_GUARD_MS } from '@features/chunkReload';
import { FETCH_MIN_DELAY_MS, SCRIPT_BATCH_FLUSH_MS, SCROLL_OFFSET_PX } from '@features/page';
import { SEARCH_PRODUCTS_CLAIM } from '@features/search';
import { USER_REFRESH_MS } from '@features/session';

// The shop's limits of spec §9 live with the feature whose rule they govern; the app sees every
// feature, so this one list guards them against an accidental edit (the design system's §9
// values are guarded in src/ui/constants).
describe('spec §9 shop limits', () => {
  it('keeps the limits of §9', () => {
    expect({
      SEARCH_PRODUCTS_CLAIM,
      USER_REFRESH_MS,
      UNAUTHORIZED_RETRY_COUNT,
      FETCH_MIN_DELAY_MS,
      SCROLL_OFFSET_PX,
      SCRIPT_BATCH_FLUSH_MS,
      CHUNK_RELOAD_GUARD_MS,
    }).toEqual({
      SEARCH_PRODUCTS_CLAIM: 100000,
      USER_REFRESH_MS: 600000,
      UNAUTHORIZED_RETRY_COUNT: 1,
      FETCH_MIN_DELAY_MS: 200,
      SCROLL_OFFSET_PX: 80,
      SCRIPT_BATCH_FLUSH_MS: 3000,
      CHUNK_RELOAD_GUARD_MS: 60000,
    });
  });
});

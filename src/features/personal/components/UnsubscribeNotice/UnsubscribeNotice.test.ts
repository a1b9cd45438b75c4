import { describe, expect, it } from 'vitest';
import { unsubscribeResultOf } from './UnsubscribeNotice';

describe('unsubscribeResultOf', () => {
  it('reads the redirect of the unsubscribe link', () => {
    expect(unsubscribeResultOf(new URLSearchParams('unsubscribed=1'))).toBe('done');
    expect(unsubscribeResultOf(new URLSearchParams('unsubscribed=0'))).toBe('invalid');
    expect(unsubscribeResultOf(new URLSearchParams('unsubscribed=yes'))).toBeNull();
    expect(unsubscribeResultOf(new URLSearchParams(''))).toBeNull();
  });
});

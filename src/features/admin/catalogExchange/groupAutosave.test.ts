import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedPropertyGroup } from '@features/api';
import { createGroupAutosave, GROUP_SAVE_DELAY_MS } from './groupAutosave';

const main: SharedPropertyGroup = { name: 'Основные', items: [1, 2], isActive: true };
const renamed = (name: string): SharedPropertyGroup[] => [{ ...main, name }];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function autosave() {
  const save = vi.fn((_groups: readonly SharedPropertyGroup[]) => Promise.resolve());
  return { save, groups: createGroupAutosave({ saved: [main], save }) };
}

describe('R-CSV-6: shared groups save about 100 ms after a change', () => {
  it('saves once, the delay after the last of quick changes', () => {
    const { save, groups } = autosave();
    groups.change(renamed('Гл'));
    vi.advanceTimersByTime(GROUP_SAVE_DELAY_MS - 1);
    groups.change(renamed('Главные'));
    vi.advanceTimersByTime(GROUP_SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save.mock.calls).toEqual([[renamed('Главные')]]);
  });

  it('a change undone before the timer, or only spaces around a name, sends nothing and says so', () => {
    const save = vi.fn(() => Promise.resolve());
    const unsent = vi.fn();
    const groups = createGroupAutosave({ saved: [main], save, unsent });
    groups.change(renamed('Основныеx'));
    groups.change(renamed('Основные'));
    groups.change(renamed(' Основные '));
    vi.advanceTimersByTime(GROUP_SAVE_DELAY_MS - 1);
    expect(unsent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(GROUP_SAVE_DELAY_MS * 5);
    expect(save).not.toHaveBeenCalled();
    expect(unsent).toHaveBeenCalledTimes(1);
  });

  it('compares with the last saved content, not the first', async () => {
    const { save, groups } = autosave();
    groups.change(renamed('Главные'));
    await vi.advanceTimersByTimeAsync(GROUP_SAVE_DELAY_MS);
    groups.change(renamed('Главные'));
    await vi.advanceTimersByTimeAsync(GROUP_SAVE_DELAY_MS);
    groups.change(renamed('Основные'));
    await vi.advanceTimersByTimeAsync(GROUP_SAVE_DELAY_MS);
    expect(save.mock.calls.map(([sent]) => sent[0]?.name)).toEqual(['Главные', 'Основные']);
  });

  it('a failed save leaves the saved content as it was, so the same change is sent again', async () => {
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    const groups = createGroupAutosave({ saved: [main], save });
    groups.change(renamed('Главные'));
    await vi.advanceTimersByTimeAsync(GROUP_SAVE_DELAY_MS);
    groups.change(renamed('Главные'));
    await vi.advanceTimersByTimeAsync(GROUP_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a group without a name is not sent; cancel drops a pending save', () => {
    const { save, groups } = autosave();
    groups.change(renamed('  '));
    vi.advanceTimersByTime(GROUP_SAVE_DELAY_MS);
    groups.change(renamed('Главные'));
    groups.cancel();
    vi.advanceTimersByTime(GROUP_SAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
  });
});

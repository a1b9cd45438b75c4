import { describe, expect, it } from 'vitest';
import { switchKeyboardLayout } from './keyboardLayout';

describe('switchKeyboardLayout', () => {
  it('reads Latin keys as the Russian ЙЦУКЕН layout', () => {
    expect(switchKeyboardLayout('fkvfpyfz')).toBe('алмазная');
    expect(switchKeyboardLayout('vjpfbrf')).toBe('мозаика');
    expect(switchKeyboardLayout('Rfhnbyf gj yjvthfv')).toBe('Картина по номерам');
    // Punctuation keys that are letters on the Russian layout ([ is х, . is ю).
    expect(switchKeyboardLayout('[jkcn .ysq')).toBe('холст юный');
  });

  it('reads Cyrillic keys as Latin (brand names typed on the Russian layout)', () => {
    expect(switchKeyboardLayout('Рщиин Рщьу')).toBe('Hobby Home');
  });

  it('leaves mixed and letterless queries alone', () => {
    expect(switchKeyboardLayout('мозаика 40x50')).toBeNull();
    expect(switchKeyboardLayout('40 50')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart/computeChart';
import type { Photo } from '../types';
import { DMC_PALETTE, PALETTE_VERSION } from './dmc';

/** A one-colour photo made into a one-drill chart: which thread does the colour match? */
function threadFor(rgb: readonly number[]): string {
  const data = Uint8Array.from([...rgb, 255]);
  const photo: Photo = {
    type: 'png',
    orientation: 1,
    image: { width: 1, height: 1, data },
    width: 1,
    height: 1,
  };
  const chart = computeChart(photo, DMC_PALETTE, {
    cols: 1,
    rows: 1,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    colourMode: 'colour',
    maxColours: 40,
    dithering: false,
  });
  return chart.colours[0]!.code;
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('DMC_PALETTE', () => {
  it('issue 16: the full DMC list, each code once, with a name and a colour', () => {
    expect(PALETTE_VERSION).toBe('dmc-1');
    expect(DMC_PALETTE.length).toBeGreaterThanOrEqual(450);
    expect(new Set(DMC_PALETTE.map((c) => c.code)).size).toBe(DMC_PALETTE.length);
    for (const colour of DMC_PALETTE) {
      expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.name.length).toBeGreaterThan(2);
    }
    const codes = DMC_PALETTE.map((c) => c.code);
    expect(codes.slice(0, 3)).toEqual(['B5200', 'BLANC', 'ECRU']);
    expect(codes).toEqual(expect.arrayContaining(['150', '310', '3865', '3866']));
  });

  it('issue 26 point 8: every colour has a Russian name, its shade after a comma', () => {
    const names = new Map(DMC_PALETTE.map((colour) => [colour.code, colour.name]));
    expect(names.get('310')).toBe('Чёрный');
    expect(names.get('BLANC')).toBe('Белый');
    expect(names.get('ECRU')).toBe('Экрю');
    expect(names.get('150')).toBe('Пыльная роза, ультратёмная');
    expect(names.get('300')).toBe('Красное дерево, очень тёмное');
    expect(names.get('797')).toBe('Королевский синий');
    for (const [code, name] of names) expect(name, code).toMatch(/^[А-ЯЁ][а-яё -]+(, [а-яё -]+)?$/);
  });

  it('issue 16: known DMC colours match their own thread', () => {
    const known = {
      '310': '#000000',
      '321': '#c72b3b',
      '666': '#e31d42',
      '797': '#13477d',
      '700': '#07731b',
      '444': '#ffd600',
      '3846': '#06e3e6',
      '415': '#d3d3d6',
    };
    for (const [code, hex] of Object.entries(known)) {
      expect(DMC_PALETTE.find((c) => c.code === code)?.hex).toBe(hex);
      expect(threadFor(rgbOf(hex))).toBe(code);
    }
  });

  it('issue 16: every palette colour matches itself (or an identical earlier one)', () => {
    for (const colour of DMC_PALETTE) {
      const code = threadFor(rgbOf(colour.hex));
      const matched = DMC_PALETTE.find((c) => c.code === code);
      expect(matched?.hex, colour.code).toBe(colour.hex);
    }
  });

  it('issue 16: pure black is 310 and pure white is a white thread', () => {
    expect(threadFor([0, 0, 0])).toBe('310');
    expect(['BLANC', 'B5200', '3865']).toContain(threadFor([255, 255, 255]));
  });
});

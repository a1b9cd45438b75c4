import { decode as decodePng } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { computeChart } from './chart/computeChart';
import { chartToRgba, encodePreviewPng, legendCsv, renderPatternPng } from './render';
import type { Chart, PaletteColour, Photo } from './types';

const palette: PaletteColour[] = [
  { code: '310', name: 'Чёрный', hex: '#000000' },
  { code: 'B5200', name: 'Белоснежный', hex: '#ffffff' },
  { code: '321', name: 'Красный; "Рождество"', hex: '#c72b3b' },
];

/** 12 × 10 drills: left half black, right half white, a red drill at (11, 0). */
function chart(): Chart {
  const width = 12;
  const height = 10;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const rgb = x === 11 && i < width ? [199, 43, 59] : x < 6 ? [0, 0, 0] : [255, 255, 255];
    data.set([...rgb, 255], i * 4);
  }
  const photo: Photo = {
    type: 'png',
    orientation: 1,
    image: { width, height, data },
    width,
    height,
  };
  return computeChart(photo, palette, {
    cols: width,
    rows: height,
    crop: { x: 0, y: 0, width, height },
    colourMode: 'colour',
    maxColours: 10,
    dithering: false,
  });
}

describe('render', () => {
  it('issue 16: the preview has one pixel per drill in its thread colour', () => {
    const made = chart();
    const rgba = chartToRgba(made);
    expect([...rgba.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
    expect([...rgba.subarray(11 * 4, 12 * 4)]).toEqual([199, 43, 59, 255]);
    const png = decodePng(encodePreviewPng(made));
    expect([png.width, png.height]).toEqual([12, 10]);
    expect([...png.data]).toEqual([...rgba]);
  });

  it('issue 16: the pattern is 16 px a drill with grid lines and a contrasting symbol', () => {
    const made = chart();
    const png = decodePng(renderPatternPng(made));
    expect([png.width, png.height]).toEqual([12 * 16 + 2, 10 * 16 + 2]);
    const pixel = (x: number, y: number) => [
      ...png.data.subarray((y * png.width + x) * 3, (y * png.width + x) * 3 + 3),
    ];
    // Drill (1, 1) is black; its corner away from the symbol shows the colour.
    expect(pixel(16 + 15, 16 + 15)).toEqual([0, 0, 0]);
    // Thin line between drills 1 and 2, thick one at the border and after 10 drills.
    expect(pixel(32, 20)).toEqual([128, 128, 128]);
    expect(pixel(0, 20)).toEqual([0, 0, 0]);
    expect(pixel(161, 20)).toEqual([0, 0, 0]);
    // The black drill's symbol is white: some pixel of its glyph area is white.
    const glyphArea = [];
    for (let y = 2; y < 16; y++)
      for (let x = 4; x < 14; x++) glyphArea.push(pixel(16 + x, 16 + y).join());
    expect(glyphArea).toContain('255,255,255');
  });

  it('issue 16: the legend CSV lists symbol, code, name, colour and drills, then the total', () => {
    const made = chart();
    const csv = legendCsv(made);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Символ;DMC;Название;Цвет;Страз');
    expect(lines[1]).toBe('A;310;Чёрный;#000000;60');
    expect(lines[2]).toBe('B;B5200;Белоснежный;#ffffff;59');
    expect(lines[3]).toBe('C;321;"Красный; ""Рождество""";#c72b3b;1');
    expect(lines[4]).toBe('Всего;;;;120');
    expect(lines[5]).toBe('');
  });
});

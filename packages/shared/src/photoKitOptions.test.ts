import { describe, expect, it } from 'vitest';
import { photoKitOptionsText, photoKitSizeLabel, type PhotoKitChoice } from './photoKitOptions';

/** The kit the brief describes: 40x50, portrait, square drills, in colour, rolled, 38 colours. */
const photoKitLine = (overrides: Partial<PhotoKitChoice> = {}): PhotoKitChoice => ({
  size: '40x50',
  colourCount: 38,
  options: {
    orientation: 'portrait',
    drillShape: 'square',
    colourMode: 'colour',
    canvas: 'rolled',
    dithering: false,
  },
  ...overrides,
});

describe('photoKitOptionsText', () => {
  it('issue 16: names the size and every option of the kit, as the brief writes it', () => {
    expect(photoKitOptionsText(photoKitLine())).toBe(
      '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
    );
  });

  it('issue 16: the other choices, with dithering at the end', () => {
    const kit = photoKitLine({
      size: '50x65',
      colourCount: 22,
      options: {
        orientation: 'landscape',
        drillShape: 'round',
        colourMode: 'sepia',
        canvas: 'stretcher',
        dithering: true,
      },
    });
    expect(photoKitOptionsText(kit)).toBe(
      '50×65 см · горизонтальная · круглые стразы · сепия · на подрамнике · 22 цвета · с дизерингом',
    );
  });

  it('issue 16: black and white, and the colour count in each Russian form', () => {
    const text = (colourCount: number) =>
      photoKitOptionsText(
        photoKitLine({ colourCount, options: { ...photoKitLine().options, colourMode: 'bw' } }),
      );
    expect(text(21)).toMatch(/ · чёрно-белая · свёрнутый холст · 21 цвет$/);
    expect(text(11)).toMatch(/ · 11 цветов$/);
    expect(text(50)).toMatch(/ · 50 цветов$/);
  });

  it('issue 16: the size label keeps the product size', () => {
    expect(photoKitSizeLabel('20x30')).toBe('20×30 см');
  });
});

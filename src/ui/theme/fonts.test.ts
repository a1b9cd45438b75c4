import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFamily } from '../tokens';

const root = join(__dirname, '../../..');
const css = readFileSync(join(__dirname, 'fonts/nunito.css'), 'utf8');

interface Face {
  src: string;
  ranges: [number, number][];
}

const faces: Face[] = [...css.matchAll(/src: url\(([^)]+)\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(
  ([, src, range]) => ({
    src: src!,
    ranges: range!.split(',').map((part) => {
      const [from, to = from] = part.replace('U+', '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)];
    }),
  }),
);
const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Comments are for developers: what they write is never on a page. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Every character of the shop's own source code: the texts the browser and the server render. */
function sourceCharacters(dir: string, found = new Set<number>()): Set<number> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceCharacters(path, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      for (const char of withoutComments(readFileSync(path, 'utf8')))
        found.add(char.codePointAt(0)!);
    }
  }
  return found;
}

describe("the shop's cut of Nunito (scripts/subset-fonts.mjs)", () => {
  const cut = faces.filter((face) => face.src.includes('nunito-shop-'));
  const full = faces.filter((face) => !face.src.includes('nunito-shop-'));

  it('declares a cut and a full face for each weight and alphabet', () => {
    expect(cut).toHaveLength(6);
    expect(full).toHaveLength(6);
  });

  it('holds every character the shop writes that Nunito has, so no page asks for a full file', () => {
    const characters = new Set([
      ...sourceCharacters(join(root, 'src')),
      ...sourceCharacters(join(root, 'packages/shared/src')),
    ]);
    const missing = [...characters]
      .filter((codePoint) => full.some((face) => covers(face, codePoint)))
      .filter((codePoint) => !cut.some((face) => covers(face, codePoint)))
      .filter((codePoint) => codePoint >= 0x20)
      .map((codePoint) => String.fromCodePoint(codePoint));
    expect(missing).toEqual([]);
  });

  it("declares local stand-ins with Nunito's line metrics for each weight, next in the font stack", () => {
    const standIns = [
      ...css.matchAll(
        /font-family: '(Nunito Fallback[^']*)';[^}]*font-weight: (\d+);[^}]*ascent-override: [\d.]+%;\s*descent-override: [\d.]+%;\s*line-gap-override: 0\.00%;/g,
      ),
    ].map(([, family, weight]) => `${family} ${weight}`);
    expect(standIns.sort()).toEqual([
      'Nunito Fallback 400',
      'Nunito Fallback 600',
      'Nunito Fallback 700',
      'Nunito Fallback Roboto 400',
      'Nunito Fallback Roboto 600',
      'Nunito Fallback Roboto 700',
    ]);
    expect(fontFamily).toMatch(/^'Nunito', 'Nunito Fallback', 'Nunito Fallback Roboto',/);
  });
});

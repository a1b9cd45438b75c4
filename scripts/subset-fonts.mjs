/**
 * Writes the shop's own cut of Nunito (src/ui/theme/fonts/): for each weight the shop uses, the
 * Cyrillic and Latin files of @fontsource/nunito reduced to the characters the shop writes, and
 * `nunito.css` with their faces. The faces show only if they are there within the browser's short
 * block period (`font-display: optional`: the server-rendered page paints at once, and text never
 * moves when a face arrives later, CLS, issue 11), so the first paint's files are preloaded
 * (server/modules/page/preloads.ts) and every byte left out of them is a byte less before it. The
 * full files are declared first, with @fontsource's ranges, so a character outside the cut ('é'
 * in a brand) still finds Nunito and only a page that writes one asks for them (a face defined
 * later wins for the characters both cover). Last, local faces whose metrics match Nunito's
 * ('Nunito Fallback' from Arial, 'Nunito Fallback Roboto' on Android: next in the shop's font
 * stack): text laid out before a face arrives takes the lines it will take in Nunito, so nothing
 * moves if the face comes inside its block period.
 * Run after an upgrade of @fontsource/nunito or a change of SHOP_TEXT: `npm run fonts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const OUT = new URL('../src/ui/theme/fonts/', import.meta.url);
const WEIGHTS = [400, 600, 700];

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * What the shop writes, by @fontsource file: Russian letters and №; ASCII; and the typography
 * of the shop's texts (a scan of src/ for characters beyond these is `fonts.test.ts`).
 */
const SHOP_TEXT = {
  cyrillic: range(0x410, 0x44f) + 'Ёё№',
  latin: range(0x20, 0x7e) + '\u00a0«»·×©°²³¼½¾‐‑‒–—‘’‚“”„•…‹›←↑→↓−≈≤≥',
};

/**
 * The OpenType features kept: what browsers apply to text by default, and the figures the shop's
 * styles ask for (`font-variant-numeric: lining-nums | tabular-nums`).
 */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'lnum', 'tnum'];

const face = (weight, src, unicodeRange) =>
  `@font-face {\n  font-family: 'Nunito';\n  font-style: normal;\n  font-display: optional;\n` +
  `  font-weight: ${weight};\n  src: url(${src}) format('woff2');\n  unicode-range: ${unicodeRange};\n}\n`;

const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'];
const ROBOTO_BOLD = ['Roboto Bold', 'Roboto-Bold'];

/**
 * The local faces that stand in for Nunito until it comes, in the order the font stack names
 * them: Arial or its metric twin Liberation Sans (Windows, macOS, iOS, Linux), else Roboto
 * (Android). `width` is Nunito's advance width over the local face's at each weight, for the text
 * of a section page, measured in Chromium with canvas measureText; 600 stands in with the bold.
 * Each face is scaled by it so a line breaks where it will in Nunito.
 */
const FALLBACKS = [
  {
    family: 'Nunito Fallback',
    local: {
      400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      600: ARIAL_BOLD,
      700: ARIAL_BOLD,
    },
    width: { 400: 1.018, 600: 0.9804, 700: 0.9985 },
  },
  {
    family: 'Nunito Fallback Roboto',
    local: { 400: ['Roboto', 'Roboto-Regular'], 600: ROBOTO_BOLD, 700: ROBOTO_BOLD },
    width: { 400: 1.0135, 600: 1.0182, 700: 1.037 },
  },
];

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * A local face scaled to Nunito's width, with Nunito's line metrics (scaled back by the width), for
 * the characters Nunito has: one it lacks ('₽') is drawn by the next font of the stack, as it is
 * once Nunito has come.
 */
function fallbackFace(
  { family, local, width: widths },
  weight,
  { ascent, descent, lineGap },
  range,
) {
  const width = widths[weight];
  const src = local[weight].map((name) => `local('${name}')`).join(', ');
  return (
    `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-weight: ${weight};\n` +
    `  src: ${src};\n  size-adjust: ${percent(width)};\n  ascent-override: ${percent(ascent / width)};\n` +
    `  descent-override: ${percent(descent / width)};\n  line-gap-override: ${percent(lineGap / width)};\n` +
    `  unicode-range: ${range};\n}\n`
  );
}

/** Where a font's table starts. */
function tableOffset(sfnt, tag) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16;
    if (sfnt.toString('latin1', record, record + 4) === tag) return view.getUint32(record + 8);
  }
  throw new Error(`the font has no ${tag} table`);
}

/** The line metrics browsers use (hhea's; Nunito sets the same in OS/2), in ems. */
function lineMetrics(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const em = view.getUint16(tableOffset(sfnt, 'head') + 18);
  const hhea = tableOffset(sfnt, 'hhea');
  return {
    ascent: view.getInt16(hhea + 4) / em,
    descent: -view.getInt16(hhea + 6) / em,
    lineGap: view.getInt16(hhea + 8) / em,
  };
}

/** The code points a font maps (its cmap's Unicode subtable, format 4 or 12). */
function mappedCodePoints(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const cmap = tableOffset(sfnt, 'cmap');
  const points = new Set();
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const subtable = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    const format = view.getUint16(subtable);
    if (format === 4) {
      const segments = view.getUint16(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++) {
        const end = view.getUint16(ends + s * 2);
        for (let cp = view.getUint16(starts + s * 2); cp <= end && cp !== 0xffff; cp++)
          points.add(cp);
      }
    } else if (format === 12) {
      const groups = view.getUint32(subtable + 12);
      for (let g = 0; g < groups; g++) {
        const group = subtable + 16 + g * 12;
        for (let cp = view.getUint32(group); cp <= view.getUint32(group + 4); cp++) points.add(cp);
      }
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** `U+20-7E,U+A0` for the given sorted code points. */
function unicodeRange(points) {
  const parts = [];
  for (let i = 0; i < points.length; i++) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    const hex = (cp) => cp.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j;
  }
  return parts.join(',');
}

const fullFile = (subset, weight) =>
  `@fontsource/nunito/files/nunito-${subset}-${weight}-normal.woff2`;

/** @fontsource's own range for one of its files, read from its CSS of all alphabets of a weight. */
async function fullRange(subset, weight) {
  const css = await readFile(require.resolve(`@fontsource/nunito/${weight}.css`), 'utf8');
  const rule = css
    .split('@font-face')
    .find((block) => block.includes(`/nunito-${subset}-${weight}-normal.woff2`));
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`@fontsource/nunito/${weight}.css has no range for ${subset}`);
  return range.trim();
}

const faces = [];
const fallbacks = [];
for (const weight of WEIGHTS) {
  const subsets = Object.keys(SHOP_TEXT);
  const ranges = await Promise.all(subsets.map((subset) => fullRange(subset, weight)));
  subsets.forEach((subset, i) => faces.push(face(weight, fullFile(subset, weight), ranges[i])));
  let metrics;
  for (const [subset, text] of Object.entries(SHOP_TEXT)) {
    const source = require.resolve(fullFile(subset, weight));
    const cut = await subsetFont(await readFile(source), text, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
    });
    const file = `nunito-shop-${subset}-${weight}.woff2`;
    await writeFile(new URL(file, OUT), cut);
    const sfnt = await fontverter.convert(cut, 'truetype');
    const points = mappedCodePoints(sfnt);
    faces.push(face(weight, `./${file}`, unicodeRange(points)));
    console.log(`${file}: ${cut.length} bytes, ${points.length} characters`);
    if (subset === 'latin') metrics = lineMetrics(sfnt);
  }
  for (const fallback of FALLBACKS)
    fallbacks.push(fallbackFace(fallback, weight, metrics, ranges.join(',')));
}
await writeFile(
  new URL('nunito.css', OUT),
  `/* Written by scripts/subset-fonts.mjs from @fontsource/nunito: do not edit. */\n${[...faces, ...fallbacks].join('\n')}`,
);

import { Random } from '../../lib/random';

/**
 * Demo artwork for product images: a deterministic, colourful picture per (product, image number)
 * in the style of a craft kit — a gradient sky, a sun, layered hills, flowers, and on some images a
 * diamond-mosaic dot grid. No text, about 2 KB of SVG.
 */
const PALETTES = [
  ['#ffd3a5', '#fd6585', '#6a3093', '#2b5876', '#f9f871'],
  ['#a1c4fd', '#c2e9fb', '#3a7bd5', '#00d2ff', '#ffe259'],
  ['#fbc2eb', '#a6c1ee', '#8e44ad', '#5b247a', '#ffb347'],
  ['#d4fc79', '#96e6a1', '#2f9e44', '#1b5e20', '#ff6b6b'],
  ['#f6d365', '#fda085', '#c0392b', '#7b241c', '#fffbd5'],
  ['#e0c3fc', '#8ec5fc', '#4c6ef5', '#364fc7', '#fcc419'],
  ['#ffecd2', '#fcb69f', '#e67e22', '#6e2c00', '#ffffff'],
  ['#89f7fe', '#66a6ff', '#0b7285', '#083d4a', '#ffd43b'],
];

const WIDTH = 400;
const HEIGHT = 400;

function hillPath(random: Random, baseline: number, amplitude: number): string {
  const points: string[] = [`M0 ${HEIGHT}`, `L0 ${baseline}`];
  const steps = random.int(3, 5);
  for (let i = 1; i <= steps; i++) {
    const x = (WIDTH / steps) * i;
    const cx = x - WIDTH / steps / 2;
    const cy = baseline - random.int(-amplitude, amplitude);
    points.push(
      `Q${cx.toFixed(0)} ${cy} ${x.toFixed(0)} ${baseline + random.int(-amplitude / 3, amplitude / 3)}`,
    );
  }
  points.push(`L${WIDTH} ${HEIGHT}Z`);
  return points.join(' ');
}

function flower(random: Random, x: number, y: number, color: string, centre: string): string {
  const r = random.int(6, 14);
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5;
    return `<circle cx="${(x + Math.cos(angle) * r).toFixed(1)}" cy="${(y + Math.sin(angle) * r).toFixed(1)}" r="${r * 0.7}" fill="${color}"/>`;
  }).join('');
  return `${petals}<circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="${centre}"/>`;
}

export function productImageSvg(productId: number, n: number): string {
  const random = new Random(productId * 7919 + n * 104_729);
  const [skyTop, skyBottom, hillNear, hillFar, accent] = random.pick(PALETTES) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const sunX = random.int(60, WIDTH - 60);
  const sunY = random.int(50, 150);
  const hills = [
    `<path d="${hillPath(random, random.int(200, 240), 40)}" fill="${hillFar}" opacity="0.75"/>`,
    `<path d="${hillPath(random, random.int(260, 300), 30)}" fill="${hillNear}"/>`,
  ].join('');
  const flowers = Array.from({ length: random.int(3, 8) }, () =>
    flower(
      random,
      random.int(20, WIDTH - 20),
      random.int(300, HEIGHT - 20),
      random.pick([accent, skyBottom, '#ffffff']),
      hillFar,
    ),
  ).join('');
  const mosaic = random.chance(0.5)
    ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dots)"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    '<pattern id="dots" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2" fill="#ffffff" opacity="0.18"/></pattern>' +
    '</defs>' +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${random.int(50, 80)}" fill="url(#sun)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${random.int(22, 36)}" fill="${accent}"/>` +
    hills +
    flowers +
    mosaic +
    '</svg>'
  );
}

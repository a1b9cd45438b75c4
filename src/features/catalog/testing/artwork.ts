const PALETTE = ['#7a3ee8', '#ff7a59', '#2bb39a', '#f5b700', '#3f8efc', '#e84393'];

/**
 * A picture for stories: a small generated SVG as a data url, so story screenshots never wait for
 * the network or depend on the server's `/images/products/{id}/{n}.svg` artwork.
 */
export function storyArtwork(id: number, n = 1): string {
  const first = PALETTE[(id + n) % PALETTE.length];
  const second = PALETTE[(id * 3 + n + 1) % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${first}"/>` +
    `<circle cx="${30 + ((id * 7) % 40)}" cy="${30 + ((n * 13) % 40)}" r="26" fill="${second}"/>` +
    `<rect x="55" y="60" width="30" height="30" rx="6" fill="#fff" opacity=".6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

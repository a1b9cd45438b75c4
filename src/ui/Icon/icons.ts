/**
 * The shop's icon set, drawn on a 24 × 24 grid as 2 px round strokes in `currentColor` (DESIGN.md:
 * calm interface around colourful pictures). `filled` icons are drawn as shapes instead of lines.
 */
export interface IconDefinition {
  /** Four numbers, checked by parseViewBox (spec §5). */
  viewBox: string;
  /** Path data, one entry per subpath group. */
  paths: readonly string[];
  /** Drawn as filled shapes (dots of the drag handle) rather than strokes. */
  filled?: true;
}

const GRID = '0 0 24 24';

export const icons = {
  heart: {
    viewBox: GRID,
    paths: [
      'M12 20.5C7 17 3.5 13.6 3.5 9.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 2.5c0 4.1-3.5 7.5-8.5 11z',
    ],
  },
  basket: {
    viewBox: GRID,
    paths: ['M3 10h18l-2 10H5L3 10z', 'M8 10l4-6 4 6', 'M9.5 14v3M14.5 14v3'],
  },
  user: {
    viewBox: GRID,
    paths: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  },
  search: {
    viewBox: GRID,
    paths: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'],
  },
  close: { viewBox: GRID, paths: ['M6 6l12 12M18 6L6 18'] },
  /** Points down; turn it with the Icon's `rotate`. */
  chevron: { viewBox: GRID, paths: ['M6 9l6 6 6-6'] },
  menu: { viewBox: GRID, paths: ['M4 6h16M4 12h16M4 18h16'] },
  phone: {
    viewBox: GRID,
    paths: [
      'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
    ],
  },
  location: {
    viewBox: GRID,
    paths: [
      'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z',
      'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    ],
  },
  star: {
    viewBox: GRID,
    paths: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
  },
  'drag-handle': {
    viewBox: GRID,
    filled: true,
    paths: [
      'M9 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM15 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
      'M9 13.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM15 13.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
      'M9 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM15 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    ],
  },
  'arrow-up': { viewBox: GRID, paths: ['M12 20V4', 'M5 11l7-7 7 7'] },
  check: { viewBox: GRID, paths: ['M5 12.5l4.5 4.5L19 7'] },
  plus: { viewBox: GRID, paths: ['M12 5v14M5 12h14'] },
  minus: { viewBox: GRID, paths: ['M5 12h14'] },
  trash: {
    viewBox: GRID,
    paths: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6M14 11v6'],
  },
  info: {
    viewBox: GRID,
    paths: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6M12 7.5h.01'],
  },
  gift: {
    viewBox: GRID,
    paths: [
      'M3 7h18v4H3z',
      'M5 11v10h14V11',
      'M12 7v14',
      'M12 7C10 3 7 3.2 7 5.2S9.5 7 12 7zM12 7c2-4 5-3.8 5-1.8S14.5 7 12 7z',
    ],
  },
  percent: {
    viewBox: GRID,
    paths: [
      'M19 5L5 19',
      'M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
      'M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    ],
  },
  camera: {
    viewBox: GRID,
    paths: ['M4 8h3l2-3h6l2 3h3v11H4z', 'M12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z'],
  },
  /** A New Year tree, for the new-year catalogue entry (spec §2 layout). */
  tree: { viewBox: GRID, paths: ['M12 3L7 9h3l-4 5h3l-4 5h14l-4-5h3l-4-5h3z', 'M12 19v3'] },
  /** For corporate gifts (spec §2 layout). */
  briefcase: { viewBox: GRID, paths: ['M3 8h18v12H3z', 'M8 8V5h8v3', 'M3 13h18'] },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;

/** @internal exported for a test only */
export const iconNames = Object.keys(icons) as IconName[];

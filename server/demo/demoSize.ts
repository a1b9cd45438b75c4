/**
 * 'full': about 300 sections and 100 000 products; '1m': the same sections with 1 000 000 products
 * (the scale the catalogue is measured at, issue 24 point 4); 'small': a few thousand products,
 * for tests.
 */
export type DemoSize = 'full' | '1m' | 'small';

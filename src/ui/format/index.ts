export { MONTHS_GENITIVE } from './months';
export { formatNumber, formatPrice, formatWholeNumber } from './number';
// The Russian plural is generic and both sides use it: it lives in the shared package.
export { plural, type PluralForms } from '@shared';
export { bySize, compareSizes } from './sizeOrder';

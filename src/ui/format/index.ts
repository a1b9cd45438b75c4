export { formatNumber, formatPrice, RUBLE } from './number';
export { plural, type PluralForms } from './plural';
export { bySize, compareSizes } from './sizeOrder';

export { formatNumber, formatPrice, formatWholeNumber, RUBLE } from './number';
export { plural, type PluralForms } from './plural';
export { bySize, compareSizes } from './sizeOrder';

export { CatalogExchangeScreen } from './screens/CatalogExchangeScreen';
// The CSV import's words for counts and times, which the 1C exchange's screen shares.
export { counted, PRODUCTS, timeText, wholeNumber } from './import/importJobText';

export { CatalogExchangeScreen } from './screens/CatalogExchangeScreen';

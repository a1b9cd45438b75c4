export { locationRoutes } from './routes';
export { currentLocationId } from './currentLocation';
export { priceTypeOfLocationSql } from './queries';

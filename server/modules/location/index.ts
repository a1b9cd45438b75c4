export { locationRoutes } from './routes';
export { currentLocationId, LOCATION_COOKIE } from './currentLocation';
export { priceTypeOfLocationSql } from './queries';

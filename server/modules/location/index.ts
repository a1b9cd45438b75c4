export { currentLocationId } from './currentLocation';
export { currentLocation, LOCATION_NOT_FOUND, locationById, toPhone } from './service';
export { priceTypeOfLocationSql } from './queries';

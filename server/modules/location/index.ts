export { currentLocationId } from './currentLocation';
export { currentLocation, locationById, toPhone } from './service';
export { DEFAULT_LOCATION_ID, priceTypeOfLocationSql } from './queries';

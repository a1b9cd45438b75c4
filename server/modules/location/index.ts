export { currentLocationId } from './currentLocation';
export { currentLocation, locationById, phoneOfLocation, toPhone } from './service';
export { DEFAULT_LOCATION_ID, priceTypeOfLocationSql } from './queries';

export { currentLocationId } from './currentLocation';
export { currentLocation, locationById, toPhone } from './service';
export { priceTypeOfLocationSql } from './queries';

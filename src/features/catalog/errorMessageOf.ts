// The helper reads the API's error envelope, so it lives with the API (features/api); kept here
// for the catalogue's own imports and for the features that take it from the catalogue.
export { errorMessageOf } from '@features/api';

export { ErrorPage, ERROR_TEXTS, errorKindOf } from './ErrorPage';

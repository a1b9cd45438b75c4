export {
  ErrorPage,
  ERROR_TEXTS,
  errorKindOf,
  type ErrorPageProps,
  type ErrorPageKind,
} from './ErrorPage';

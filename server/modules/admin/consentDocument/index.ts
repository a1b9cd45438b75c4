export { consentDocumentRoutes } from './routes';

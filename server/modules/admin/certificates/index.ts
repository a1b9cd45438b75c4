export { adminCertificatesRoutes } from './routes';

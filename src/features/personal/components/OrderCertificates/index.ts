export { OrderCertificates } from './OrderCertificates';

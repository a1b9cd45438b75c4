export { CertificatesScreen } from './screens/CertificatesScreen';

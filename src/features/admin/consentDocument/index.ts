export { ConsentDocumentScreen } from './screens/ConsentDocumentScreen';

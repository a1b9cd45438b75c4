export { CsvColumnsScreen } from './screens/CsvColumnsScreen';

export { Exchange1cScreen } from './screens/Exchange1cScreen';

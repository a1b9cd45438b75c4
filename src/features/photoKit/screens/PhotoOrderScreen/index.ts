export { PhotoOrderScreen } from './PhotoOrderScreen';

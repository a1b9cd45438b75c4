export { PhotoPicker } from './PhotoPicker';

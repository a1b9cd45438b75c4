export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

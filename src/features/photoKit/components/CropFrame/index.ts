export { CropFrame } from './CropFrame';

export { CropFrame, type CropFrameProps } from './CropFrame';

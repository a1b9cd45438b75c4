export { MosaicPreview } from './MosaicPreview';

export { MosaicPreview, chartCaption, type MosaicPreviewProps } from './MosaicPreview';

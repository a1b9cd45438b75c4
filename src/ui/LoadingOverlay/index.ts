export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { LoadingBlock, type LoadingBlockProps } from './LoadingBlock';

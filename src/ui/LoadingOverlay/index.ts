export { LoadingOverlay } from './LoadingOverlay';
export { LoadingBlock } from './LoadingBlock';

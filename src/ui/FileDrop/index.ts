export { FileButton } from './FileButton';
export { FileDropZone } from './FileDropZone';

export { FileButton } from './FileButton';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';

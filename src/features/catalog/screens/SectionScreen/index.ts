export { SectionView, type SectionViewProps } from './SectionView';
export { SectionScreen } from './SectionScreen';

export { SectionScreen, type SectionScreenProps } from './SectionScreen';
export { SectionPage } from './SectionPage';

export { SectionScreen, productsText, type SectionScreenProps } from './SectionScreen';
export { SectionPage } from './SectionPage';

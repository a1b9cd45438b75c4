export { SectionLinks } from './SectionLinks';

export { SectionLinks, type SectionLink, type SectionLinksProps } from './SectionLinks';

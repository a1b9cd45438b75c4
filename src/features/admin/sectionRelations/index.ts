export { SectionRelationsScreen } from './screens/SectionRelationsScreen';

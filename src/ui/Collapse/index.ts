export { Collapse } from './Collapse';

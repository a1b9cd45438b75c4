export { Collapse, type CollapseProps } from './Collapse';

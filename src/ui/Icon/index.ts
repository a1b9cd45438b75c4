export { Icon, type IconProps } from './Icon';
export { icons, iconNames, type IconName, type IconDefinition } from './icons';
export { parseViewBox, type ViewBox } from './viewBox';

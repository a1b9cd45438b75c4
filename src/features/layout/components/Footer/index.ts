export { Footer } from './Footer';
export { FooterView, type FooterViewProps } from './FooterView';

export { ScrollToTop, SCROLL_TO_TOP_AFTER_PX } from './ScrollToTop';

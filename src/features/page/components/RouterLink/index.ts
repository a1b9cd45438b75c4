export { RouterLink } from './RouterLink';

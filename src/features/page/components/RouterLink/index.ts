export { KeepScrollLink, RouterLink } from './RouterLink';

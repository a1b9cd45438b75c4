export { AdminNav } from './AdminNav';

export { StaffChangeLog } from './StaffChangeLog';

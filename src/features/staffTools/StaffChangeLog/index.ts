export { StaffChangeLog, type StaffChangeLogProps } from './StaffChangeLog';

export { adminOrdersRoutes } from './routes';
// Issue 28 point 4: 1C's file of order changes takes the staff's way.
export { afterStaffStatusChanges, changeStatusAsStaff } from './service';

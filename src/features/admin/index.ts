// The staff area (issue 12, ARCHITECTURE §4 "The staff area"): route chunks no shopper downloads.
export { AdminLayout } from './screens/AdminLayout/AdminLayout';
export { AdminStartScreen } from './screens/AdminStartScreen/AdminStartScreen';
export { AdminToolScreen } from './screens/AdminToolScreen/AdminToolScreen';
export { ADMIN_HOME, ADMIN_TOOLS, type AdminTool } from './adminTools';

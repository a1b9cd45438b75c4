export { StaffChangeLog } from './StaffChangeLog';
export { StaffHistory } from './StaffHistory';
export { STAFF_HISTORY } from './historyApi';
export { useRevert } from './useRevert';
export { fromTo, listOf, objectOf, quotedList, yesNo } from './changeWords';

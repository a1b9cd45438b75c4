export { StaffListStates } from './StaffListStates';
export { StaffSearchBar } from './StaffSearchBar';

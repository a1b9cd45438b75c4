// What the staff tools' screens share (src/features/admin, issue 12): page parts, the change log
// list and every tool's history with its revert (issue 25 point 6), the save messages of spec §8,
// the guard of unsaved edits (issue 25 point 7), the sections named by their paths (issue 25
// point 8) and a list's search and states.
export { Block, BlockTitle, ErrorText, Heading, Muted, NarrowPage, TextLink } from './staffStyles';
export {
  fromTo,
  listOf,
  objectOf,
  quotedList,
  STAFF_HISTORY,
  StaffChangeLog,
  StaffHistory,
  useRevert,
  yesNo,
} from './StaffChangeLog';
export { SAVE_FAILED, SAVED } from './saveMessages';
export { StaffListStates, StaffSearchBar } from './StaffList';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { sectionPathsById, sectionsInTree } from './sectionPaths';

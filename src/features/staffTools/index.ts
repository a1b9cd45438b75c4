// What the staff tools' screens share (src/features/admin, issue 12): page parts, the change log
// list and the save messages of spec §8.
export { Block, BlockTitle, ErrorText, Heading, Muted, TextLink } from './staffStyles';
export { StaffChangeLog } from './StaffChangeLog';
export { SAVE_FAILED, SAVED } from './saveMessages';

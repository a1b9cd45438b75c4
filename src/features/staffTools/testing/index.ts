export { StoryStaffArea } from './StoryStaffArea';
export { historyFails, historyLoading, historyServer } from './historyServer';

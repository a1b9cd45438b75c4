export { StoryStaffArea } from './StoryStaffArea';

export { StoryStaffArea } from './StoryStaffArea';
export { historyFails, historyLoading, historyServer } from './historyServer';
export { errorAnswer, loadFailedStory, loadingStory, neverAnswers } from './screenLoadStories';

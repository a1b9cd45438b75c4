export { reachGoal } from './webAnalyticsCounter';
export { loadCounters } from './loadCounters';
export { countersConfigFromDocument } from './countersConfigFromDocument';

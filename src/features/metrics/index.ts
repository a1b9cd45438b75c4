export { reachGoal } from './webAnalyticsCounter';
export { loadCounters } from './loadCounters';
export type { CountersConfig, CounterName } from './countersConfig';
export { countersConfigFromDocument } from './countersConfigFromDocument';

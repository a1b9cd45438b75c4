export { reachGoal } from './webAnalyticsCounter';
export { loadCounters, type CountersConfig, type CounterName } from './loadCounters';
export { countersConfigFromDocument } from './countersConfigFromDocument';

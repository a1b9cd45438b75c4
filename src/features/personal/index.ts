// The personal cabinet (spec §2 `/personal/` and its six children): a route chunk of its own.
export { PersonalLayout } from './screens/PersonalLayout/PersonalLayout';
export { PersonalScreen } from './screens/PersonalScreen/PersonalScreen';
export { PERSONAL_MENU } from './personalPages';

// The exchange screen's import card (issue 14 points 5 and 6); the screen renders it last.
export { ImportCard } from './ImportCard';

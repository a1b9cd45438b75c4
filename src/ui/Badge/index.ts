export { Badge, type BadgeTone } from './Badge';
export { CountBadge } from './CountBadge';

export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { CountBadge, countBadgeText, type CountBadgeProps } from './CountBadge';

export { ReviewCard, type ReviewCardProps } from './ReviewCard';
export { formatDate } from './formatDate';

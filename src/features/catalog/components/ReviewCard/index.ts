export { ReviewCard, type ReviewCardProps } from './ReviewCard';
export { ReviewFrame, ReviewHeader, ReviewMarks, ReviewText } from './ReviewCardParts';
export { formatDate } from './formatDate';

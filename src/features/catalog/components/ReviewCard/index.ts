export { ReviewCard } from './ReviewCard';
export { ReviewFrame, ReviewHeader, ReviewMarks, ReviewText } from './ReviewCardParts';
export { formatDate } from './formatDate';

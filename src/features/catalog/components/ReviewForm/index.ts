export { ReviewForm, REVIEW_MAX_LENGTH } from './ReviewForm';

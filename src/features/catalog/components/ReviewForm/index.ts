export { ReviewForm, REVIEW_MAX_LENGTH, type ReviewFormProps } from './ReviewForm';

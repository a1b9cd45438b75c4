import type { Review, ReviewSummary } from '@features/api';

/** The summary with a just-published review first (the server publishes at once, docs: addReview). */
export function withReview(summary: ReviewSummary, review: Review): ReviewSummary {
  const count = summary.count + 1;
  return {
    items: [review, ...summary.items],
    count,
    average: (summary.average * summary.count + review.rating) / count,
  };
}

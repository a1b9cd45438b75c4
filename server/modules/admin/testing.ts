// Test helpers for the staff tools' suites, which sit deeper than imports may reach (shared.ts).
export { shopForSuite, signedUp, visitor, type Visitor } from '../../testing/shopVisitor';
export { signedInAsDemoStaff } from '../../testing/staff';
export type { Db } from '../../lib/db/types';
export { fireAtOnce, countStatuses } from '../../testing/parallel';

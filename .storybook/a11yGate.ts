import type { Preview } from '@storybook/react-vite';

/**
 * The accessibility rule of the story tests (docs/testing.md):
 * - addon-a11y runs axe on every story after it rendered and played;
 * - `test: 'error'` makes @storybook/test-runner fail a story when axe reports violations;
 * - only serious and critical violations count (`impactLevels`, read by the test runner and by the
 *   addon's vitest matcher); minor and moderate ones are shown in the a11y panel as a warning.
 *
 * A story may switch the check off only with a reason: `a11y: { test: 'off', skipReason: '...' }`.
 * The test runner rejects a story that weakens the check without one (.storybook/test-runner.ts).
 */
const GATING_IMPACTS: readonly string[] = ['serious', 'critical'];

export const a11yGate = {
  test: 'error',
  options: { impactLevels: [...GATING_IMPACTS] },
} as const;

/** One `beforeEach` function (Preview['beforeEach'] also allows an array). */
type BeforeEachHook = Extract<NonNullable<Preview['beforeEach']>, (...args: never[]) => unknown>;

interface AxeViolation {
  impact?: string | null;
}

interface A11yReport {
  type: string;
  status: string;
  result?: { violations?: AxeViolation[] };
}

const inTestRunner = () => /StorybookTestRunner/.test(navigator.userAgent);

/** Failed only for serious or critical violations, a warning for the rest. */
function grade(report: A11yReport): A11yReport {
  const violations = report.type === 'a11y' ? report.result?.violations : undefined;
  if (!report.result || !violations?.length) return report;
  const gating = violations.filter((v) => GATING_IMPACTS.includes(v.impact ?? ''));
  const status = report.status === 'failed' && gating.length === 0 ? 'warning' : report.status;
  // In the test runner only gating violations stay in the report: @storybook/test-runner 0.24.5
  // otherwise rejects with an empty message (and the story times out) when `impactLevels`
  // filters out every violation.
  const result = inTestRunner() ? { ...report.result, violations: gating } : report.result;
  return { ...report, status, result };
}

/**
 * Grades addon-a11y's report by impact as the addon adds it (after the story played). Hooked in
 * `beforeEach`, so it does not depend on the order in which afterEach hooks run.
 */
export const gradeA11yReports: BeforeEachHook = ({ reporting }) => {
  const addReport = reporting.addReport.bind(reporting);
  reporting.addReport = (report) => addReport(grade(report as A11yReport) as typeof report);
};

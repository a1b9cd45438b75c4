import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../server/lib/openapi';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

/** `npx redocly lint openapi.yaml` with the project's redocly.yaml, as its JSON report. */
async function redoclyLint(): Promise<LintReport> {
  const run = promisify(execFile);
  // Exits 1 when it finds errors; the report on stdout is what the test reads either way.
  const { stdout } = await run(
    'node_modules/.bin/redocly',
    ['lint', 'openapi.yaml', '--format=json'],
    {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 10 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

// The contract must be readable by tools other than our own loader (codegen, Swagger UI, clients).
describe('openapi.yaml under independent validators', () => {
  it('issue 9 point 7: redocly lint (recommended rules, exceptions in redocly.yaml) finds no errors', async () => {
    const report = await redoclyLint();
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('issue 9 point 7: swagger-parser validates it as OpenAPI 3', async () => {
    await expect(SwaggerParser.validate(OPENAPI_FILE)).resolves.toMatchObject({ openapi: '3.0.3' });
  });
});

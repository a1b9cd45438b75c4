import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 9 point 21: the code's own gate. These rules once never fired (import-x parsed no
 * TypeScript), so a wrong import passed `npm test`; here each is shown to refuse what it must.
 */
const eslint = new ESLint();
let probeDir: string;

beforeAll(async () => {
  probeDir = await mkdtemp(path.join('tests', '.lint-probe-'));
  await writeFile(
    path.join(probeDir, 'first.ts'),
    "import { b } from './second';\nexport const a = () => b;\n",
  );
  await writeFile(
    path.join(probeDir, 'second.ts'),
    "import { a } from './first';\nexport const b = () => a;\n",
  );
});
afterAll(async () => {
  await rm(probeDir, { recursive: true, force: true });
});

const ruleIds = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe('issue 9 point 21: lint rules that guard the layers', () => {
  it('import-x/no-cycle finds a cycle between two TypeScript files', async () => {
    const results = await eslint.lintFiles([path.join(probeDir, 'first.ts')]);
    expect(ruleIds(results)).toContain('import-x/no-cycle');
  });

  it("a feature may import another feature only through its index.ts (or its 'testing' fixtures)", async () => {
    const lint = (code: string) =>
      eslint.lintText(code, { filePath: 'src/features/search/lintProbe.ts' });
    expect(
      ruleIds(await lint("export { a } from '@features/catalog/components/ProductCard';\n")),
    ).toContain('no-restricted-imports');
    expect(ruleIds(await lint("export { a } from '@features/catalog';\n"))).not.toContain(
      'no-restricted-imports',
    );
    expect(ruleIds(await lint("export { a } from '@features/catalog/testing';\n"))).not.toContain(
      'no-restricted-imports',
    );
  });
});

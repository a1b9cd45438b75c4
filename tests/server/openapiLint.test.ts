import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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

interface Schema {
  $ref?: string;
  title?: string;
  'x-refusal'?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
interface Contract {
  paths: Record<string, Partial<Record<Method, Operation>> & { parameters?: Parameter[] }>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

/**
 * Every field a caller sends — body properties at any depth, array items that are plain values,
 * query and path parameters — as `operationId body.a.b[]` or `operationId?name`, with the name a
 * refusal gives it: its title or `x-refusal`, else the title of the schema its bare `$ref` names.
 */
function requestFields(contract: Contract): { where: string; name?: string }[] {
  const { schemas, parameters } = contract.components;
  const target = (schema: Schema) =>
    schema.$ref ? schemas[schema.$ref.split('/').pop()!] : schema;
  const nameOf = (schema: Schema) => schema.title ?? schema['x-refusal'] ?? target(schema)?.title;
  const fields: { where: string; name?: string }[] = [];
  const walk = (schema: Schema, where: string, seen: ReadonlySet<string>): void => {
    const resolved = target(schema);
    if (!resolved || (schema.$ref && seen.has(schema.$ref))) return;
    const inside = schema.$ref ? new Set(seen).add(schema.$ref) : seen;
    for (const [key, property] of Object.entries(resolved.properties ?? {})) {
      fields.push({ where: `${where}.${key}`, name: nameOf(property) });
      walk(property, `${where}.${key}`, inside);
    }
    if (resolved.items) {
      const item = target(resolved.items);
      if (!item?.properties && !item?.oneOf && !item?.allOf)
        fields.push({ where: `${where}[]`, name: nameOf(resolved.items) });
      walk(resolved.items, `${where}[]`, inside);
    }
    const branches = [resolved.allOf, resolved.oneOf, resolved.anyOf].flatMap((list) => list ?? []);
    for (const branch of branches) walk(branch, where, inside);
  };
  for (const pathItem of Object.values(contract.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = pathItem[method];
      if (!operation?.operationId) continue;
      for (const listed of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = listed.$ref ? parameters[listed.$ref.split('/').pop()!]! : listed;
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        const where = `${operation.operationId}?${parameter.name}`;
        fields.push({ where, name: nameOf(parameter.schema) });
        walk(parameter.schema, where, new Set());
      }
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        if (media.schema) walk(media.schema, `${operation.operationId} body`, new Set());
    }
  }
  return fields;
}

// A 400 names the field it refuses by the title of its schema (server/lib/http/validationMessage.ts);
// without one the shopper or staff member reads the raw code («Не заполнено поле «crop»»).
describe('openapi.yaml names what a refusal is about', () => {
  it('every field a caller sends has a Russian title, so a refusal names it', async () => {
    const contract = parse(await readFile(OPENAPI_FILE, 'utf8')) as Contract;
    const fields = requestFields(contract);
    const untitled = fields.filter((field) => field.name === undefined).map((f) => f.where);
    expect([...new Set(untitled)]).toEqual([]);
    const notRussian = fields
      .filter((field) => field.name !== undefined && !/[а-яё]/i.test(field.name))
      .map((field) => `${field.where}: ${field.name}`);
    expect([...new Set(notRussian)]).toEqual([]);
  });
});

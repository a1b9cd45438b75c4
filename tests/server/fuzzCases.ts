import { Random } from '../../server/lib/random';
import type { OpenApiDocument } from '../../server/lib/openapi';
import { badValues, type BadValue, type Category } from './fuzzBadValues';

/**
 * Requests generated from openapi.yaml for the fuzz test (issue 9 point 6): for every operation, a
 * valid request first, then that request with one part made bad (a field, a query parameter, the
 * whole body, the CSRF header). Deterministic for a seed.
 */
export interface FuzzCase {
  operationId: string;
  category: Category | 'valid' | 'malformed body' | 'no csrf header';
  /** What was changed, for the failure report. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** The raw body, when the request has one. */
  payload?: string;
  /** Sent without the shopper's cookies. */
  asGuest: boolean;
}

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  title?: string;
  enum?: unknown[];
  example?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  pathParameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Known good values by schema title (ids of rows that exist), so valid requests reach the rules. */
type Hints = Record<string, readonly unknown[]>;

export interface FuzzOptions {
  seed: number;
  /** Requests per operation (the valid one and one of each category come first). */
  perOperation: number;
  hints: Hints;
  /** Extra requests for the page protocol, whose input is the whole url. */
  pageCases: (random: Random) => FuzzCase[];
}

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** A lone surrogate (a bad value on purpose) makes encodeURIComponent throw: it goes as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encodePathValue = (value: unknown) =>
  encodeURIComponent(String(value).replace(LONE_SURROGATE, '\ufffd'));

export function fuzzCases(doc: OpenApiDocument, options: FuzzOptions): FuzzCase[] {
  const random = new Random(options.seed);
  const cases: FuzzCase[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      if (path === PAGE_PROTOCOL) {
        cases.push(...pick(random, options.pageCases(random), options.perOperation * 4));
        continue;
      }
      const parameters = [...((item.parameters as Parameter[] | undefined) ?? [])];
      // A body that is one of several shapes (the CSV exchange's actions): each shape is fuzzed
      // as if it were an operation of its own.
      for (const body of bodyShapes(doc, operation)) {
        const withShape = { ...operation, pathParameters: parameters, body };
        const { sampled, always } = operationCases(
          doc,
          path,
          method,
          withShape,
          options.hints,
          random,
        );
        cases.push(...pick(random, sampled, options.perOperation), ...always);
      }
    }
  }
  return cases;
}

/** The valid case, then one case of each category, then random others up to `count`. */
function pick(random: Random, all: FuzzCase[], count: number): FuzzCase[] {
  const chosen = new Set<FuzzCase>();
  const valid = all.find((c) => c.category === 'valid');
  if (valid) chosen.add(valid);
  for (const category of new Set(all.map((c) => c.category))) {
    const ofCategory = all.filter((c) => c.category === category);
    chosen.add(random.pick(ofCategory));
  }
  for (const extra of random.sample(all, all.length)) {
    if (chosen.size >= count) break;
    chosen.add(extra);
  }
  return [...chosen];
}

/** The page protocol: its input is the whole url, fuzzed by `pageCases`. */
const PAGE_PROTOCOL = '/{path}';

/** The JSON body's schema, or each of its shapes when it is a `oneOf`; [undefined] without a body. */
function bodyShapes(doc: OpenApiDocument, operation: Operation): (Schema | undefined)[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return [undefined];
  const resolved = schema.$ref ? schemaAt(doc, schema.$ref) : schema;
  return resolved.oneOf ?? [schema];
}

function operationCases(
  doc: OpenApiDocument,
  path: string,
  method: 'get' | 'post',
  operation: Operation & { body: Schema | undefined },
  hints: Hints,
  random: Random,
): { sampled: FuzzCase[]; always: FuzzCase[] } {
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(schemaAt(doc, schema.$ref)) : schema;
  const valid = (schema: Schema) => validValue(resolve(schema), resolve, hints, random);
  const parameters = [...(operation.pathParameters ?? []), ...(operation.parameters ?? [])];
  const query = parameters.filter((p) => p.in === 'query');
  const inPath = parameters.filter((p) => p.in === 'path');
  const body = operation.body ? resolve(operation.body) : undefined;
  const validQuery = Object.fromEntries(query.map((p) => [p.name, valid(p.schema)]));
  const validBody = body ? valid(body) : undefined;
  const validPath = Object.fromEntries(inPath.map((p) => [p.name, valid(p.schema)]));
  // `raw` path values go as they are: escapes that do not decode, a NUL.
  const urlOf = (values: Record<string, unknown>, raw: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => raw[name] ?? encodePathValue(values[name]));

  const base = { operationId: operation.operationId, asGuest: false };
  const make = (
    category: FuzzCase['category'],
    label: string,
    queryValues: Record<string, unknown>,
    bodyValue: unknown,
    extra: {
      raw?: string;
      headers?: Record<string, string>;
      asGuest?: boolean;
      path?: Record<string, unknown>;
      rawPath?: Record<string, string>;
      rawQuery?: string;
    } = {},
  ): FuzzCase => {
    const hasBody = method === 'post' && (bodyValue !== undefined || extra.raw !== undefined);
    const search = queryString(queryValues);
    const rawQuery = extra.rawQuery ? `${search ? '&' : '?'}${extra.rawQuery}` : '';
    return {
      ...base,
      category,
      label,
      method: method === 'get' ? 'GET' : 'POST',
      url: urlOf(extra.path ?? validPath, extra.rawPath) + search + rawQuery,
      headers: {
        ...(method === 'post' ? CSRF : {}),
        ...(hasBody ? JSON_TYPE : {}),
        ...extra.headers,
      },
      ...(hasBody ? { payload: extra.raw ?? JSON.stringify(bodyValue) } : {}),
      asGuest: extra.asGuest ?? random.chance(0.2),
    };
  };

  const cases: FuzzCase[] = [make('valid', 'valid request', validQuery, validBody)];

  // Each path parameter: every bad value (a missing one is another url, the 404 of the router).
  for (const parameter of inPath) {
    for (const bad of badValues(resolve(parameter.schema))) {
      if (bad.value === undefined || bad.value === null || typeof bad.value === 'object') continue;
      const path = { ...validPath, [parameter.name]: bad.value };
      cases.push(
        make(bad.category, `/{${parameter.name}} = ${bad.label}`, validQuery, validBody, { path }),
      );
    }
  }

  // Each query parameter: missing, and every bad value; plus one parameter nobody declared.
  for (const parameter of query) {
    if (parameter.required) {
      const values = without(validQuery, parameter.name);
      cases.push(make('missing field', `no ?${parameter.name}`, values, validBody));
    }
    for (const bad of badValues(resolve(parameter.schema))) {
      const values = { ...validQuery, [parameter.name]: bad.value };
      cases.push(make(bad.category, `?${parameter.name} = ${bad.label}`, values, validBody));
    }
  }
  for (const bad of random.sample(badValues({}), 12)) {
    const values = { ...validQuery, fuzz: bad.value };
    cases.push(make('extra field', `extra ?fuzz = ${bad.label}`, values, validBody));
  }

  if (method === 'post') cases.push(...bodyCases(body, validQuery, validBody, resolve, make));

  // Issue 22 point 5, sent for every operation: raw escapes in each path parameter and query
  // parameter (or an undeclared one), and bodies 20 000 deep.
  const always: FuzzCase[] = [];
  for (const parameter of inPath)
    for (const raw of RAW_ESCAPES)
      always.push(
        make('broken escapes', `raw /{${parameter.name}} = ${raw}`, validQuery, validBody, {
          rawPath: { [parameter.name]: raw },
        }),
      );
  for (const name of query.length ? query.map((p) => p.name) : ['fuzz'])
    for (const raw of RAW_ESCAPES)
      always.push(
        make('broken escapes', `raw ?${name} = ${raw}`, without(validQuery, name), validBody, {
          rawQuery: `${name}=${raw}`,
        }),
      );
  if (method === 'post') {
    const [field = 'fuzz'] = Object.keys(body?.properties ?? {});
    for (const [label, raw] of deepBodies(field))
      always.push(make('deep nesting', label, validQuery, undefined, { raw }));
  }
  return { sampled: cases, always };
}

/** Path and query text sent without encoding: NUL, and escapes that do not decode. */
const RAW_ESCAPES = ['%00', 'a%00b', '%ZZ', '%E0%A4%A', '100%', '%FF'];

/** Raw bodies 20 000 deep (issue 22: once a 500), written out as text: no stack builds them. */
function deepBodies(field: string): [string, string][] {
  const arrays = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  return [
    ['raw body: arrays 20 000 deep', arrays],
    ['raw body: objects 20 000 deep', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
    [`raw body.${field}: arrays 20 000 deep`, `{${JSON.stringify(field)}:${arrays}}`],
  ];
}

type Make = (
  category: FuzzCase['category'],
  label: string,
  queryValues: Record<string, unknown>,
  bodyValue: unknown,
  extra?: { raw?: string; headers?: Record<string, string>; asGuest?: boolean },
) => FuzzCase;

function bodyCases(
  body: Schema | undefined,
  validQuery: Record<string, unknown>,
  validBody: unknown,
  resolve: (schema: Schema) => Schema,
  make: Make,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const fields = Object.entries(body?.properties ?? {});
  const object = (validBody ?? {}) as Record<string, unknown>;
  for (const [name, schema] of fields) {
    cases.push(make('missing field', `no body.${name}`, validQuery, without(object, name)));
    for (const bad of badValues(resolve(schema))) {
      cases.push(
        make(bad.category, `body.${name} = ${bad.label}`, validQuery, {
          ...object,
          [name]: bad.value,
        }),
      );
      // Bad values one level down too, where the field is a list (`ids[]`).
      const items = resolve(schema).items;
      if (items && bad.category !== 'deep nesting')
        cases.push(
          make(bad.category, `body.${name}[] = ${bad.label}`, validQuery, {
            ...object,
            [name]: [bad.value],
          }),
        );
    }
  }
  for (const bad of badValues({})) {
    cases.push(
      make('extra field', `extra body.fuzz = ${bad.label}`, validQuery, {
        ...object,
        fuzz: bad.value,
      }),
    );
    cases.push(make(rootCategory(bad), `body = ${bad.label}`, validQuery, bad.value));
  }
  for (const raw of MALFORMED_BODIES)
    cases.push(
      make('malformed body', `raw body ${raw.slice(0, 30)}`, validQuery, undefined, { raw }),
    );
  cases.push(
    make('malformed body', 'text/plain body', validQuery, validBody, {
      headers: { 'content-type': 'text/plain' },
    }),
    make('malformed body', 'body over the 1 MiB limit', validQuery, {
      ...object,
      fuzz: 'я'.repeat(600_000),
    }),
    make('no csrf header', 'valid body without X-Requested-With', validQuery, validBody, {
      headers: { 'x-requested-with': '' },
    }),
  );
  return cases;
}

const rootCategory = (bad: BadValue): BadValue['category'] =>
  bad.category === 'deep nesting' ? 'deep nesting' : 'wrong type';

const MALFORMED_BODIES = [
  '{"productId":',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  "{'single':'quotes'}",
  '',
];

/** `?a=1&b=x&b=y`: lists repeat the name, objects go as their JSON text, null as an empty value. */
function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(
        name,
        item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item),
      );
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function without(values: Record<string, unknown>, name: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));
}

function schemaAt(doc: OpenApiDocument, ref: string): Schema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`openapi.yaml: unknown schema ${ref}`);
  return schema as Schema;
}

/** A value the schema accepts: a hint by title, else enum, example, format, or the bounds. */
function validValue(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  hints: Hints,
  random: Random,
): unknown {
  const hinted = (hints[schema.title ?? ''] ?? []).filter(
    (value) => jsonType(value) === schema.type,
  );
  if (hinted.length) return random.pick(hinted);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          validValue(resolve(property), resolve, hints, random),
        ]),
      );
    case 'array':
      return schema.items ? [validValue(resolve(schema.items), resolve, hints, random)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 3, random.int(1, 3)));
    case 'boolean':
      return true;
    default:
      if (schema.example !== undefined && typeof schema.example === 'string') return schema.example;
      if (schema.format === 'email') return `fuzz-${random.int(1, 1e9)}@example.ru`;
      if (schema.pattern) return '+7 (900) 123-45-67';
      return 'Проверка'.padEnd(schema.minLength ?? 0, 'я');
  }
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

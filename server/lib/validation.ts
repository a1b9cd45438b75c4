import AjvCompiler, {
  type BuildCompilerFromPool,
  type RouteDefinition,
} from '@fastify/ajv-compiler';
import type { FastifyServerOptions, FastifySchemaValidationError } from 'fastify';
import { buildLazySerializer } from './serialization';

/**
 * openapi.yaml's extension for a field whose title alone does not tell a person what to do: its
 * refusal answers this sentence instead (issue 27 point 5: the consent box).
 */
export const REFUSAL_KEYWORD = 'x-refusal';

/**
 * Ajv options for OpenAPI schemas: `example` is an OpenAPI keyword Ajv does not know (`nullable`
 * it supports natively); `verbose` keeps the failing schema on each error so the 400 message can
 * name the field by its `title`; `discriminator` lets a `oneOf` body pick its branch by a field
 * (the CSV exchange's `action`), so a refusal names the chosen branch's field, not every branch.
 */
const openApiAjvOptions = {
  keywords: ['example', REFUSAL_KEYWORD],
  verbose: true,
  discriminator: true,
};

/** The Ajv error keyword of a text that holds a control character (validationMessage.ts). */
export const CONTROL_CHARACTER_KEYWORD = 'controlCharacter';

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. PostgreSQL cannot
 * store NUL in text at all (the statement fails), and no field of the shop means the others, so
 * every text of every request is refused with them, whatever its schema says.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Half of a surrogate pair (`"\ud800"` in a JSON body) is no character at all: stored, it became
 * U+FFFD. With the `u` flag a whole pair reads as one code point, so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `text` holds a character that no input of the shop may hold (see above). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * A path or query string percent-decoded, or null when it does not decode: a `%` that starts no
 * escape (`%ZZ`, a lone `%`) or escaped bytes that are not UTF-8 (`%E0%A4%A`, `%FF`).
 */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

interface SchemaNode {
  title?: string;
  [REFUSAL_KEYWORD]?: string;
  $ref?: string;
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}
type Validate = ((data: unknown, context?: unknown) => boolean) & {
  errors?: unknown[] | null;
  schemaEnv?: unknown;
};

const compilerPool = AjvCompiler();

/**
 * Fastify asks for a compiler for every plugin context (40 for one app), each time with a new
 * object holding the same shared schemas, and the pool finds its compiler by their JSON (92 KB
 * turned into text twice a call: 135 ms of the 600 an app takes to start). So the compilers are
 * also kept by the shared schema objects themselves, and the pool is asked once for each.
 */
const builtFor = new WeakMap<object, { schemas: object[]; options: string; built: Built }[]>();
type Built = ReturnType<BuildCompilerFromPool>;

const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const schemas = Object.values(externalSchemas as Record<string, object>);
  const key = JSON.stringify(options?.customOptions) ?? '';
  const first = schemas[0];
  if (!first) return buildFromPool(externalSchemas, options);
  const known = builtFor.get(first) ?? [];
  const same = known.find(
    (entry) =>
      entry.options === key &&
      entry.schemas.length === schemas.length &&
      entry.schemas.every((schema, index) => schema === schemas[index]),
  );
  if (same) return same.built;
  const built = buildFromPool(externalSchemas, options);
  builtFor.set(first, [...known, { schemas, options: key, built }]);
  return built;
};

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced to the schema's
 * types; JSON bodies already carry types, and coercing them would let `{"id": true}` pass as
 * product 1 (spec §5: favorite ids must be integers above 0). So bodies are validated strictly.
 * Every input that passes its schema is then checked for what schemas cannot express (unsafeValue).
 */
const buildFromPool: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = compilerPool(externalSchemas, options);
  const strict = compilerPool(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options);
  const shared = externalSchemas as Record<string, { definitions?: Record<string, SchemaNode> }>;
  const definitions = Object.assign({}, ...Object.values(shared).map((s) => s.definitions ?? {}));
  // Fastify calls the compiler with the route definition; the package's types say a bare schema.
  const pick = (route: RouteDefinition) => {
    const validate = (route.httpPart === 'body' ? strict : coercing)(route as never) as Validate;
    return refusingUnsafeValues(validate, route.schema as SchemaNode, definitions);
  };
  return pick as unknown as ReturnType<BuildCompilerFromPool>;
};

function refusingUnsafeValues(
  validate: Validate,
  schema: SchemaNode,
  definitions: Record<string, SchemaNode>,
): Validate {
  const check: Validate = (data, context) => {
    if (!validate(data, context)) {
      check.errors = validate.errors?.map((error) =>
        withFieldTitle(withMissingSchema(error, definitions), schema, definitions),
      );
      return false;
    }
    const found = unsafeValue(data, '');
    if (!found) {
      check.errors = null;
      return true;
    }
    const error: FastifySchemaValidationError & { parentSchema: SchemaNode } = {
      ...found,
      schemaPath: '#',
      parentSchema: { title: titleAt(schema, found.instancePath, definitions) },
    };
    check.errors = [error];
    return false;
  };
  // Fastify lets Ajv replace a coerced root value only when the function carries `schemaEnv`.
  check.schemaEnv = validate.schemaEnv;
  return check;
}

type UnsafeValue = Pick<
  FastifySchemaValidationError,
  'keyword' | 'instancePath' | 'params' | 'message'
>;

/**
 * The first value, as an Ajv-like error, that passed its schema but must not reach a handler: a
 * text with a control character or a lone surrogate, or a number that is not finite. Ajv coerces
 * `?id=Infinity` and `?id=1e400` to Infinity, and then skips `maximum` because only finite numbers
 * are numbers to its limit keywords; PostgreSQL refuses such a parameter.
 */
function unsafeValue(value: unknown, instancePath: string): UnsafeValue | null {
  if (typeof value === 'string' && (hasControlCharacter(value) || LONE_SURROGATE.test(value)))
    return {
      keyword: CONTROL_CHARACTER_KEYWORD,
      instancePath,
      params: {},
      message: 'must not contain control characters',
    };
  if (typeof value === 'number' && !Number.isFinite(value))
    return {
      keyword: 'type',
      instancePath,
      params: { type: 'number' },
      message: 'must be a finite number',
    };
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unsafeValue(item, `${instancePath}/${key}`);
    if (found) return found;
  }
  return null;
}

/** The schema a `openapi#/definitions/X` reference names, or the node itself. */
function resolved(
  node: SchemaNode | undefined,
  definitions: Record<string, SchemaNode>,
): SchemaNode | undefined {
  if (node?.$ref) return definitions[node.$ref.slice(node.$ref.lastIndexOf('/') + 1)];
  // `allOf: [$ref]` beside a title is how openapi.yaml names a shared schema for one use
  const [only, ...more] = node?.allOf ?? [];
  return only && more.length === 0 ? resolved(only, definitions) : node;
}

/**
 * An error inside a shared schema carries that schema, which knows nothing of the field it is
 * used for: the field is named by the title nearest to it along the request instead («Адрес
 * страницы» for a filter SEO url), where the failing schema has none of its own.
 */
function withFieldTitle(
  error: unknown,
  schema: SchemaNode,
  definitions: Record<string, SchemaNode>,
): unknown {
  const { keyword, instancePath, parentSchema } = error as {
    keyword: string;
    instancePath: string;
    parentSchema?: SchemaNode;
  };
  if (keyword === 'required' || parentSchema?.title !== undefined) return error;
  const title = titleAt(schema, instancePath, definitions);
  return title === undefined
    ? error
    : { ...(error as object), parentSchema: { ...parentSchema, title } };
}

/**
 * Ajv's `required` error keeps its object's schema with the properties' references unresolved,
 * so the missing field's title (and refusal) would be out of reach of the 400 message: the
 * referenced schema is put in its place.
 */
function withMissingSchema(error: unknown, definitions: Record<string, SchemaNode>): unknown {
  const { keyword, params, parentSchema } = error as {
    keyword: string;
    params: { missingProperty?: string };
    parentSchema?: SchemaNode;
  };
  const missing = params.missingProperty;
  const property = missing === undefined ? undefined : parentSchema?.properties?.[missing];
  if (keyword !== 'required' || !missing || !property?.$ref) return error;
  // A title beside the reference names this use of the shared schema; it wins over the schema's.
  const shared = resolved(property, definitions);
  const named = property.title === undefined ? shared : { ...shared, title: property.title };
  const properties = { ...parentSchema?.properties, [missing]: named };
  return { ...(error as object), parentSchema: { ...parentSchema, properties } };
}

/** The `title` of the schema at `instancePath`, following `openapi#/definitions/X` references. */
function titleAt(
  schema: SchemaNode | undefined,
  instancePath: string,
  definitions: Record<string, SchemaNode>,
): string | undefined {
  const resolve = (node: SchemaNode | undefined) => resolved(node, definitions);
  let node = schema;
  for (const key of instancePath.split('/').filter(Boolean)) {
    const resolved = resolve(node);
    node = /^\d+$/.test(key) ? resolved?.items : resolved?.properties?.[key];
  }
  return node?.title ?? resolve(node)?.title;
}

export const validationOptions: Pick<FastifyServerOptions, 'ajv' | 'schemaController'> = {
  ajv: { customOptions: openApiAjvOptions },
  schemaController: { compilersFactory: { buildValidator, buildSerializer: buildLazySerializer } },
};

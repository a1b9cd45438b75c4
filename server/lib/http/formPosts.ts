import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '../errors';

/**
 * Staff form posts (issue 13 point 4): a call whose body a browser form may send as
 * `application/x-www-form-urlencoded` or `multipart/form-data` as well as JSON. The form's fields
 * are turned into the object a JSON body would carry, so the one schema of openapi.yaml validates
 * all three, strictly as ever.
 *
 * Use: one line where the route module's plugin is registered (server/modules/admin/index.ts),
 *
 *   await app.register(withFormPosts(sectionRelationsRoutes));
 *
 * (or `await acceptFormPosts(app)` first thing inside a plugin), and list the two form media types
 * next to `application/json` in the operation's requestBody (same `$ref`). Only that plugin's
 * routes take forms, because a plugin registered without fastify-plugin is its own encapsulation
 * context; every other call still takes JSON only.
 *
 * Field names follow the bracket notation forms use: `action=save`, `relations[0][id]=5`,
 * `relations[0][items][]=7` (`[]` appends; it may only end a name). A name given twice without
 * `[]` also becomes a list, as a multiple select sends it. Then the operation's schema decides the
 * types: digits become numbers where it wants a number, `true`/`1`/`false`/`0` booleans, an object
 * keyed 0, 1, … a list where it wants a list, and a single empty value an empty list (a form cannot
 * send an empty list otherwise). Anything else stays text for the validation to refuse.
 * @internal exported for a test only
 */
export async function acceptFormPosts(
  app: FastifyInstance,
  uploads: FileUploads | null = null,
): Promise<void> {
  await app.register(formbody, {
    bodyLimit: FORM_BODY_LIMIT,
    parser: (text) => new FormFields([...new URLSearchParams(text)]),
  });
  await app.register(multipart, {
    limits: {
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldSize: FORM_BODY_LIMIT,
      fieldNameSize: MAX_NAME_LENGTH,
      files: uploads ? 1 : 0,
      fileSize: uploads?.maxBytes,
    },
  });
  const release = uploads?.release;
  // A file stored for a request that then failed (validation, another action) is nobody's.
  if (release) app.addHook('onResponse', async (request) => release(request));
  app.addHook('preValidation', async (request) => {
    const fields = request.isMultipart() ? await multipartFields(request, uploads) : request.body;
    if (!(fields instanceof FormFields)) return;
    const definitions = sharedDefinitions(app);
    request.body = typedAsSchema(
      nestedObject(fields.entries),
      request.routeOptions.schema?.body as Schema | undefined,
      definitions,
    );
  });
}

/**
 * A form that carries one file (issue 14 point 5: the catalogue import). `store` streams the part
 * somewhere and resolves to the text the field then holds for the schema (e.g. the stored name);
 * it checks `part.file.truncated` itself, since a file cut at `maxBytes` ends without an error.
 */
export interface FileUploads {
  maxBytes: number;
  store: (part: MultipartFile, request: FastifyRequest) => Promise<string>;
  /** Runs after every answer of the plugin's routes: drops what `store` kept and nobody took. */
  release?: (request: FastifyRequest) => Promise<void>;
}

/** `plugin` with form posts accepted by its routes (see acceptFormPosts), files only if given. */
export function withFormPosts(
  plugin: FastifyPluginAsync,
  uploads: FileUploads | null = null,
): FastifyPluginAsync {
  return async (app, options) => {
    await acceptFormPosts(app, uploads);
    await plugin(app, options);
  };
}

export const FORM_MESSAGE =
  'Форма отправлена в неверном виде. Обновите страницу и попробуйте снова.';
/** @internal exported for a test only */
export const FORM_TOO_LARGE_MESSAGE = 'В форме слишком много полей.';

/**
 * Bounds of one form: fields, a name's length and depth, and the whole body (1 MiB).
 * @internal exported for a test only
 */
export const MAX_FIELDS = 5000;
const MAX_NAME_LENGTH = 200;
const MAX_NAME_DEPTH = 6;
const FORM_BODY_LIMIT = 1024 * 1024;
/** Names that would reach an object's prototype rather than a field. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class FormFields {
  // formbody's parser must answer a record; the class marks what came from a form.
  [key: string]: unknown;
  constructor(readonly entries: [string, string][]) {}
}

async function multipartFields(
  request: FastifyRequest,
  uploads: FileUploads | null,
): Promise<FormFields> {
  const entries: [string, string][] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!uploads) throw badRequest(FORM_MESSAGE, 'FORM');
        entries.push([part.fieldname, await uploads.store(part, request)]);
      } else entries.push([part.fieldname, String(part.value)]);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Whatever else the reading of the parts throws is about the body the client sent: a limit,
    // a broken boundary, a body cut short.
    throw badRequest(isCountLimit(error) ? FORM_TOO_LARGE_MESSAGE : FORM_MESSAGE, 'FORM');
  }
  return new FormFields(entries);
}

function isCountLimit(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT';
}

type Tree = { [key: string]: Tree | string | string[] };

/** `a[b][]=1` style entries as nested objects (see acceptFormPosts). */
function nestedObject(entries: [string, string][]): Tree {
  if (entries.length > MAX_FIELDS) throw badRequest(FORM_TOO_LARGE_MESSAGE, 'FORM');
  const root: Tree = {};
  for (const [name, value] of entries) {
    const path = nameSegments(name);
    const appends = path[path.length - 1] === '';
    const keys = appends ? path.slice(0, -1) : path;
    let node = root;
    for (const key of keys.slice(0, -1)) {
      const child = node[key] ?? (node[key] = {});
      if (typeof child === 'string' || Array.isArray(child)) throw badRequest(FORM_MESSAGE, 'FORM');
      node = child;
    }
    const last = keys[keys.length - 1] as string;
    const present = node[last];
    if (present === undefined) node[last] = appends ? [value] : value;
    else if (Array.isArray(present)) present.push(value);
    else if (typeof present === 'string') node[last] = [present, value];
    else throw badRequest(FORM_MESSAGE, 'FORM');
  }
  return root;
}

function nameSegments(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match || name.length > MAX_NAME_LENGTH) throw badRequest(FORM_MESSAGE, 'FORM');
  const [, head = '', brackets = ''] = match;
  const segments = [head, ...[...brackets.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
  const emptyInside = segments.slice(0, -1).includes('');
  if (
    emptyInside ||
    segments.length > MAX_NAME_DEPTH ||
    segments.some((s) => FORBIDDEN_KEYS.has(s))
  )
    throw badRequest(FORM_MESSAGE, 'FORM');
  return segments;
}

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
}

function sharedDefinitions(app: FastifyInstance): Record<string, Schema> {
  const shared = app.getSchema('openapi') as { definitions?: Record<string, Schema> } | undefined;
  return shared?.definitions ?? {};
}

/** The form's text values given the types `schema` wants (see acceptFormPosts). */
function typedAsSchema(
  value: unknown,
  schema: Schema | undefined,
  definitions: Record<string, Schema>,
): unknown {
  const resolved = schema?.$ref
    ? definitions[schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1)]
    : schema;
  const node = resolved && branchOf(resolved, value, definitions);
  if (!node) return value;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('array')) {
    const list = asList(value);
    return list ? list.map((item) => typedAsSchema(item, node.items, definitions)) : value;
  }
  if (typeof value === 'string') return typedText(value, types);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const extra =
    typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typedAsSchema(item, node.properties?.[key] ?? extra, definitions),
    ]),
  );
}

/**
 * A `oneOf` with a discriminator stands for the branch whose `enum` holds the form's value of that
 * field, as Ajv picks it (Ajv takes no `mapping`).
 */
function branchOf(
  node: Schema,
  value: unknown,
  definitions: Record<string, Schema>,
): Schema | undefined {
  if (!node.oneOf || !node.discriminator) return node;
  const name = node.discriminator.propertyName;
  const field = (value as Record<string, unknown> | null)?.[name];
  return node.oneOf
    .map((branch) =>
      branch.$ref ? definitions[branch.$ref.slice(branch.$ref.lastIndexOf('/') + 1)] : branch,
    )
    .find((branch) => branch?.properties?.[name]?.enum?.includes(field));
}

function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === '') return [];
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return null;
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) return null;
  return keys
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => (value as Record<string, unknown>)[key]);
}

function typedText(text: string, types: (string | undefined)[]): unknown {
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === '1')) return true;
  if (types.includes('boolean') && (text === 'false' || text === '0')) return false;
  return text;
}

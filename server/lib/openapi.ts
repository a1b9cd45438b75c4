import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { OperationId, RouteTypes } from './api/contract';

/**
 * The server's half of the contract: routes take their request and response schemas from
 * openapi.yaml itself (ARCHITECTURE §3, no second hand-written copy).
 *
 * Component schemas are added once to Fastify as one shared schema with `$id: 'openapi'`; every
 * `#/components/schemas/X` reference becomes `openapi#/definitions/X`, which Ajv (validation) and
 * fast-json-stringify (serialisation) both resolve.
 */

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
/** A parameter written in place, or a reference to one of `components.parameters`. */
type ParameterOrRef = Parameter | { $ref: string };
interface MediaTypes {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface ResponseObject extends MediaTypes {
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: ParameterOrRef[];
  requestBody?: MediaTypes & { required?: boolean };
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation> & { parameters?: ParameterOrRef[] }>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, Parameter>;
  };
}

/** @internal exported for a test only */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
const SHARED_SCHEMA_ID = 'openapi';
const COMPONENT_SCHEMAS = '#/components/schemas/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

let loaded: Promise<OpenApiDocument> | null = null;

/**
 * openapi.yaml, parsed once a process: a parse took 160 ms of the 600 an app takes to start, and
 * the server suites start an app per file. Frozen, as every app of the process shares it.
 */
export function loadOpenApi(): Promise<OpenApiDocument> {
  loaded ??= readFile(OPENAPI_FILE, 'utf8').then((text) => deepFrozen(parse(text)));
  return loaded;
}

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFrozen(item);
    Object.freeze(value);
  }
  return value;
}

/** Adds the component schemas to `app` (call once, on the root instance). */
export function addOpenApiSchemas(app: FastifyInstance, doc: OpenApiDocument): void {
  const schemas = doc.components?.schemas ?? {};
  app.addSchema({
    $id: SHARED_SCHEMA_ID,
    definitions: rewriteRefs(schemas, '#/definitions/', schemas),
  });
}

export interface OperationRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
}

/**
 * Method, Fastify url and schemas of one operation. Header parameters are documented for the
 * client but not validated here: they steer behaviour (`X-Source`, `X-Nocache`) rather than carry
 * input, and the page protocol answers both with and without them.
 */
export function findOperation(doc: OpenApiDocument, operationId: string): OperationRoute {
  for (const [path, pathItem] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation?.operationId !== operationId) continue;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolveParameterRef(doc, parameter),
      );
      const schema: FastifySchema = {
        querystring: parametersSchema(doc, parameters, 'query'),
        params: parametersSchema(doc, parameters, 'path'),
        body: bodySchemaOf(doc, operation.requestBody),
        response: responseSchemas(doc, operation),
      };
      return {
        method: method.toUpperCase() as HTTPMethods,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        schema: withoutUndefined(schema),
      };
    }
  }
  throw new Error(`openapi.yaml has no operation "${operationId}"`);
}

type Handler<RG extends RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RG
>;

/**
 * Registers the handler of an openapi.yaml operation with its schemas; the handler's request and
 * answer are typed by the operation (lib/api/contract.ts). `url` replaces the
 * documented path when Fastify needs another form (the page protocol's catch-all `/*`); the path
 * parameters then go unvalidated because Fastify names them differently. `config` is Fastify's
 * route config (`{ csrfHeader: false }`, see lib/http/csrf.ts).
 *
 *   route(app, 'addFavorite', async (request) => ({ result: [request.body.id] }));
 */
export function route<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: Handler<RouteTypes<NoInfer<Id>>>,
  options: { url?: string; config?: FastifyContextConfig } = {},
): void {
  const operation = findOperation(app.openapi, operationId);
  const schema = options.url ? { ...operation.schema, params: undefined } : operation.schema;
  app.route<RouteTypes<Id>>({
    method: operation.method,
    url: options.url ?? operation.url,
    schema: withoutUndefined(schema),
    handler,
    ...(options.config && { config: options.config }),
  });
}

function parametersSchema(
  doc: OpenApiDocument,
  parameters: Parameter[],
  location: 'query' | 'path',
): JsonSchema | undefined {
  const selected = parameters.filter((p) => p.in === location);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, toSharedRefs(doc, p.schema)])),
    required: selected.filter((p) => p.required).map((p) => p.name),
  };
}

function jsonSchemaOf(doc: OpenApiDocument, media: MediaTypes | undefined): JsonSchema | undefined {
  const schema = media?.content?.['application/json']?.schema;
  return schema && toSharedRefs(doc, schema);
}

/**
 * The request body's schema: the JSON one, else the multipart form's, which the form posts turn
 * into the same object (lib/http/formPosts.ts) for a call that takes a file only (a photo).
 */
function bodySchemaOf(doc: OpenApiDocument, body: MediaTypes | undefined): JsonSchema | undefined {
  const form = body?.content?.['multipart/form-data']?.schema;
  return jsonSchemaOf(doc, body) ?? (form && toSharedRefs(doc, form));
}

function responseSchemas(
  doc: OpenApiDocument,
  operation: Operation,
): Record<string, JsonSchema> | undefined {
  const result: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const resolved = response.$ref ? resolveResponseRef(doc, response.$ref) : response;
    const schema = jsonSchemaOf(doc, resolved);
    if (schema) result[status] = schema;
  }
  return Object.keys(result).length ? result : undefined;
}

/** A shared parameter (`#/components/parameters/X`) is validated like one written in place. */
function resolveParameterRef(doc: OpenApiDocument, parameter: ParameterOrRef): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = doc.components?.parameters?.[name];
  if (!resolved) throw new Error(`openapi.yaml: unknown parameter ${parameter.$ref}`);
  return resolved;
}

function resolveResponseRef(doc: OpenApiDocument, ref: string): ResponseObject {
  const name = ref.replace('#/components/responses/', '');
  const response = doc.components?.responses?.[name];
  if (!response) throw new Error(`openapi.yaml: unknown response ${ref}`);
  return response;
}

function toSharedRefs(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  return rewriteRefs(schema, `${SHARED_SCHEMA_ID}#/definitions/`, doc.components?.schemas ?? {});
}

/**
 * Deep copy with every `#/components/schemas/X` reference pointing at `${prefix}X`. The title of
 * the referenced schema is copied next to the reference (an annotation, ignored by validation) so
 * that a "required" error can name a field declared as a bare `$ref` («Товар» rather than `id`).
 */
function rewriteRefs<T>(value: T, prefix: string, schemas: Record<string, JsonSchema>): T {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix, schemas)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: JsonSchema = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, rewriteRefs(item, prefix, schemas)]),
  );
  const ref = copy.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_SCHEMAS)) {
    const name = ref.slice(COMPONENT_SCHEMAS.length);
    copy.$ref = prefix + name;
    const title = schemas[name]?.title;
    if (title !== undefined && copy.title === undefined) copy.title = title;
  }
  return copy as T;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** openapi.yaml as loaded at start (server/app.ts). */
    openapi: OpenApiDocument;
  }
}

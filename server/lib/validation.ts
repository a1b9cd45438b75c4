import AjvCompiler, { type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Ajv options for OpenAPI schemas: `example` is an OpenAPI keyword Ajv does not know (`nullable`
 * it supports natively); `verbose` keeps the failing schema on each error so the 400 message can
 * name the field by its `title`.
 */
export const openApiAjvOptions = { keywords: ['example'], verbose: true };

const compilerPool = AjvCompiler();

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced to the schema's
 * types; JSON bodies already carry types, and coercing them would let `{"id": true}` pass as
 * product 1 (spec §5: favorite ids must be integers above 0). So bodies are validated strictly.
 */
const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = compilerPool(externalSchemas, options);
  const strict = compilerPool(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options);
  // Fastify calls the compiler with the route definition; the package's types say a bare schema.
  const pick = (route: RouteDefinition) =>
    (route.httpPart === 'body' ? strict : coercing)(route as never);
  return pick as unknown as ReturnType<BuildCompilerFromPool>;
};

export const validationOptions: Pick<FastifyServerOptions, 'ajv' | 'schemaController'> = {
  ajv: { customOptions: openApiAjvOptions },
  schemaController: { compilersFactory: { buildValidator } },
};

import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<
    NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
  >['buildSerializer']
>;

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled when its route first
 * answers rather than all at start-up. Compiling every route's response schemas was most of a
 * `buildApp` (about 2 s of CPU on the 2-core machine, docs/decisions.md "Serializers compiled on
 * first use"), which every server test file pays and which mostly hits a handful of routes; a
 * route's first answer pays its own compile once, a few milliseconds.
 */
export const buildLazySerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  };
};

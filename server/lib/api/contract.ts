import type { components, operations } from './contract.gen';

/**
 * Readable names for the types that `npm run codegen` generates from openapi.yaml into
 * contract.gen.ts (ARCHITECTURE §3: the server declares no second copy of the contract).
 *
 *   Schema<'BasketItem'>        a component schema
 *   Body<'addFavorite'>         an operation's request body (JSON, else multipart form)
 *   RouteTypes<'getMyOrder'>    its body, query, path parameters and answers, as the route
 *                               generic that route() (lib/openapi.ts) gives the handler
 *   Reply<'getMyOrder'>         its success answer; Replies<...> any documented answer
 */

type SchemaName = keyof components['schemas'];
export type Schema<Name extends SchemaName> = components['schemas'][Name];
export type OperationId = keyof operations;

/** `never` (what the generator writes for "none") read as Fastify's default, `unknown`. */
type OrUnknown<T> = [T] extends [never] ? unknown : T;

type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];
type Query<Id extends OperationId> = OrUnknown<NonNullable<ParametersOf<Id>['query']>>;
type Params<Id extends OperationId> = OrUnknown<NonNullable<ParametersOf<Id>['path']>>;

type BodyContent<Id extends OperationId> = operations[Id] extends {
  requestBody?: { content: infer Content };
}
  ? Content
  : never;
export type Body<Id extends OperationId> = OrUnknown<
  BodyContent<Id> extends { 'application/json': infer Json }
    ? Json
    : BodyContent<Id> extends { 'multipart/form-data': infer Form }
      ? Form
      : never
>;

/** The JSON body of an answer; a file answer (image, CSV) is not typed by the contract. */
type AnswerOf<Response> = Response extends { content: { 'application/json': infer Json } }
  ? Json
  : Response extends { content: object }
    ? unknown
    : undefined;
type Responses<Id extends OperationId> = operations[Id]['responses'];
/** Every documented answer of an operation, success or error. */
export type Replies<Id extends OperationId> = AnswerOf<Responses<Id>[keyof Responses<Id>]>;
type SuccessStatus = 200 | 201 | 202 | 204;
/** The success answer of an operation. */
export type Reply<Id extends OperationId> = AnswerOf<
  Responses<Id>[Extract<keyof Responses<Id>, SuccessStatus>]
>;

/** The answer of the calls that only confirm (openapi.yaml `OkResponse`). */
export const OK_ANSWER: Schema<'OkResponse'> = { result: { ok: true } };

/** The route generic of an operation: what its handler receives and may answer. */
export interface RouteTypes<Id extends OperationId> {
  Body: Body<Id>;
  Querystring: Query<Id>;
  Params: Params<Id>;
  Reply: Replies<Id>;
}

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { addOpenApiSchemas, findOperation, loadOpenApi, route } from './openapi';
import { validationOptions } from './validation';

// The contract machinery alone (no database): schemas from openapi.yaml validate requests with
// Russian messages and shape responses.
describe('openapi routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify(validationOptions);
    const doc = await loadOpenApi();
    app.decorate('openapi', doc);
    addOpenApiSchemas(app, doc);
    registerErrorHandling(app);
    route(app, 'addFavorite', async (request) => ({
      result: [request.body.id],
      internal: 'not in the contract',
    }));
    route(app, 'getPhoneByLocationId', async (request) => ({
      result: {
        value: `город ${request.query.locationId}`,
        normalized: '+78005553535',
        extra: 1,
      },
    }));
    route(app, 'postAdminCatalogExchange', async () => ({}));
    route(app, 'getTopmostMenu', async () => {
      throw new Error('database is down');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/favorites/add', payload: payload as object });

  it('R-FAV-4: rejects id 0 with 400 naming the field in Russian', async () => {
    const response = await post({ id: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'Поле «Товар» должно быть не меньше 1' },
    });
  });

  it('R-FAV-4: rejects a fractional id and a missing id', async () => {
    expect((await post({ id: 1.5 })).json().error.message).toBe(
      'Поле «Товар» должно быть целым числом',
    );
    expect((await post({})).json().error.message).toBe('Не заполнено поле «Товар»');
  });

  it('answers 400 with a Russian message for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/favorites/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Некорректный запрос');
  });

  it('issue 14: a body whose action names no branch of the oneOf is refused naming «Действие»', async () => {
    for (const payload of [{ action: 'delete' }, {}, { action: 5 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/catalog/exchange',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Поле «Действие» имеет недопустимое значение');
    }
  });

  it('a text that is only spaces where the schema wants a non-blank one reads as not filled', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/exchange',
      payload: {
        action: 'setSharedPropertiesGrouped',
        grouped_properties: [{ name: '   ', items: [], isActive: true }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Не заполнено поле «Название группы»');
  });

  it('serialises only the fields the contract describes', async () => {
    const response = await post({ id: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: [7] });
  });

  it('coerces and validates query parameters', async () => {
    const ok = await app.inject({ url: '/api/phone/getByLocationId?locationId=12' });
    expect(ok.json()).toEqual({ result: { value: 'город 12', normalized: '+78005553535' } });
    const bad = await app.inject({ url: '/api/phone/getByLocationId?locationId=-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Поле «Город» должно быть не меньше 0');
  });

  it('hides unexpected errors behind a 500 with a Russian message', async () => {
    const response = await app.inject({ url: '/api/menu/topmost' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' },
    });
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Метод API не найден' },
    });
  });

  it('maps the page protocol path to Fastify params', async () => {
    const doc = await loadOpenApi();
    expect(findOperation(doc, 'getPage')).toMatchObject({ method: 'GET', url: '/:path' });
    expect(() => findOperation(doc, 'noSuchOperation')).toThrow('noSuchOperation');
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../testing/multipart';
import { registerErrorHandling } from '../errors';
import { validationOptions } from '../validation';
import { acceptFormPosts, FORM_MESSAGE, FORM_TOO_LARGE_MESSAGE, MAX_FIELDS } from './formPosts';

/**
 * Issue 13 point 4: a staff form post takes urlencoded and multipart bodies as a browser form sends
 * them, validated by the same schema as JSON; other calls still take JSON only.
 */
const definitions = {
  Relation: {
    type: 'object',
    required: ['id', 'items'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1 },
      items: { type: 'array', items: { type: 'integer', minimum: 1 } },
    },
  },
  Save: {
    type: 'object',
    required: ['action', 'relations'],
    additionalProperties: false,
    properties: {
      action: { type: 'string', enum: ['save', 'saveAndApply'] },
      apply: { type: 'boolean' },
      relations: { type: 'array', items: { $ref: 'openapi#/definitions/Relation' } },
    },
  },
};
const schema = { body: { $ref: 'openapi#/definitions/Save' } };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify(validationOptions);
  app.addSchema({ $id: 'openapi', definitions });
  registerErrorHandling(app);
  await app.register(async (forms) => {
    await acceptFormPosts(forms);
    forms.post('/form', { schema }, async (request) => ({ body: request.body }));
  });
  await app.register(async (json) => {
    json.post('/json-only', { schema }, async (request) => ({ body: request.body }));
  });
  await app.ready();
});
afterAll(() => app.close());

const EXPECTED = {
  action: 'saveAndApply',
  apply: true,
  relations: [
    { id: 5, items: [7, 8] },
    { id: 6, items: [] },
  ],
};
const FIELDS: [string, string][] = [
  ['action', 'saveAndApply'],
  ['apply', '1'],
  ['relations[0][id]', '5'],
  ['relations[0][items][]', '7'],
  ['relations[0][items][]', '8'],
  ['relations[1][id]', '6'],
  ['relations[1][items]', ''],
];

const urlencoded = (fields: [string, string][], url = '/form') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

function multipart(fields: [string, string][], file?: string) {
  const { payload, headers } = multipartForm(
    fields,
    file
      ? { field: 'file', filename: file, type: 'text/plain', bytes: Buffer.from('текст') }
      : null,
  );
  return app.inject({ method: 'POST', url: '/form', headers, payload });
}

describe('form posts (issue 13 point 4)', () => {
  it('a urlencoded form arrives as the object its JSON twin would carry', async () => {
    const response = await urlencoded(FIELDS);
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual(EXPECTED);
  });

  it('a multipart form arrives as the same object', async () => {
    const response = await multipart(FIELDS);
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual(EXPECTED);
  });

  it('JSON is parsed and validated as before: no text is turned into a number', async () => {
    const json = await app.inject({ method: 'POST', url: '/form', payload: EXPECTED });
    expect(json.json().body).toEqual(EXPECTED);
    const loose = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { ...EXPECTED, relations: [{ id: '5', items: [] }] },
    });
    expect(loose.statusCode).toBe(400);
  });

  it('the same schema refuses a form whose values are not what it wants', async () => {
    for (const bad of [
      [...FIELDS.slice(0, 2), ['relations[0][id]', 'пять'], ['relations[0][items]', '']],
      [['action', 'drop'], ...FIELDS.slice(1)],
      FIELDS.filter(([name]) => name !== 'action'),
    ] as [string, string][][]) {
      const response = await urlencoded(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
  });

  it('names that are not form names, or reach a prototype, answer a Russian 400', async () => {
    for (const name of ['a[]b', 'relations[][id]', '__proto__[x]', 'relations[0][constructor]']) {
      const response = await urlencoded([...FIELDS, [name, '1']]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.message).toBe(FORM_MESSAGE);
    }
    const clash = await urlencoded([...FIELDS, ['action[x]', '1']]);
    expect(clash.json().error.message).toBe(FORM_MESSAGE);
  });

  it('a form with a file or too many fields is refused with a Russian 400', async () => {
    const withFile = await multipart(FIELDS, 'a.txt');
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().error.message).toBe(FORM_MESSAGE);
    const many = Array.from({ length: MAX_FIELDS + 1 }, (_, i): [string, string] => [`f${i}`, '1']);
    for (const response of [await urlencoded(many), await multipart(many)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(FORM_TOO_LARGE_MESSAGE);
    }
  });

  it('a broken multipart body answers a Russian 400, not a server error', async () => {
    for (const payload of [
      '--b\r\nContent-Disposition: form-data; name="action"\r\n\r\nsave',
      'мусор',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/form',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.message).toMatch(/[а-я]/);
    }
  });

  it('a call that does not take forms still refuses them', async () => {
    const response = await urlencoded(FIELDS, '/json-only');
    expect(response.statusCode).toBe(415);
  });
});

import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestsAnswered } from './requestsAnswered';

const held: http.ServerResponse[] = [];
const server = http.createServer((_request, response) => held.push(response));

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

// Issue 24 point 2: an import's or the upkeep's statement starts once the shoppers' requests are
// answered; the request that waits for the import's end itself (1C's import call) is not waited
// for.
it('resolves once the requests under way are answered, the caller’s own left out', async () => {
  const answered = requestsAnswered(server);
  await answered();
  const { port } = server.address() as AddressInfo;
  const asked = new Promise((resolve) =>
    http.get({ port, host: '127.0.0.1' }, (response) => resolve(response.resume())),
  );
  await once(server, 'request');
  expect(held).toHaveLength(1);

  let allAnswered = false;
  const all = answered().then(() => (allAnswered = true));
  await answered(1);
  expect(allAnswered).toBe(false);

  held.pop()!.end('ok');
  await asked;
  await all;
  expect(allAnswered).toBe(true);
});

import type { FastifyError, FastifyInstance } from 'fastify';
import { OK_ANSWER, route } from '../shared';
import { unsubscribe } from './service';

/** Where the link from a mail lands: the cabinet's subscription page says how it went. */
const subscribePage = (done: boolean) => `/personal/subscribe/?unsubscribed=${done ? 1 : 0}`;

/**
 * The unsubscribe link of every mail (issue 15 point 5). It works without signing in: the token
 * is the user's `mail_token`. A plugin of its own, so that its two exceptions stay with it (both
 * set before the routes, which take them at registration): a link that does not parse (cut short
 * by a mail program) lands on the page like a wrong token rather than on a JSON error, and the
 * one-click post may carry the form body that mail clients send.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method === 'GET' && error.validation)
      return reply.redirect(subscribePage(false), 302);
    throw error;
  });
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  route(app, 'unsubscribeByLink', async (request, reply) => {
    const done = await unsubscribe(app.db, request.query.token, request.query.topic);
    return reply.redirect(subscribePage(done), 302);
  });

  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` with no cookie and no header of
  // the shop's pages; the token in the link is the credential, so the CSRF header check does not
  // apply. A 2xx is all the client looks at, whether or not the token is known.
  route(
    app,
    'unsubscribeOneClick',
    async (request) => {
      await unsubscribe(app.db, request.query.token, request.query.topic);
      return OK_ANSWER;
    },
    { config: { csrfHeader: false } },
  );
}

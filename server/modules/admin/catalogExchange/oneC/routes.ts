import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { importWritten } from '../importWritten';
import { HttpError, requireStaff, route } from '../shared';
import { checkAuth, EXCHANGE_COOKIE, exchangeSession, type ExchangeType } from './exchangeSession';
import { saveExchangeAccount } from './accounts';
import { ExchangeFailure, NO_FILENAME } from './failure';
import { initExchange, receivePart } from './files';
import { recentImports } from './history';
import { importStep } from './importJob';
import { saleAnswer, type XmlAnswer, type SaleMode } from './sale';
import { protocolSettings, saveExchangeSettings } from './settings';
import { BITRIX_URL, exchangeSettingsData } from './settingsData';

const saleOnly = (mode: string) => `Команда mode=${mode} есть только в обмене заказами (type=sale)`;

interface ExchangeQuery {
  type: ExchangeType;
  mode: 'checkauth' | 'init' | SaleMode;
  filename?: string;
  encoding?: string;
}

/** issue 28: the 1C exchange's protocol and the staff's view of its imports. */
export async function exchange1cRoutes(app: FastifyInstance): Promise<void> {
  await app.register(exchange1cProtocol);
  route(app, 'getAdminExchange1cImports', async (request) => {
    requireStaff(request);
    return { imports: await recentImports(app.db) };
  });
  // issue 28 point 3: the settings, saved by admins and editors; the exchange right, by admins.
  route(app, 'getAdminExchange1cSettings', async (request) =>
    exchangeSettingsData(app.db, request, requireStaff(request)),
  );
  route(app, 'saveAdminExchange1cSettings', async (request) => {
    const user = requireStaff(request);
    await saveExchangeSettings(app.db, user.id, request.body);
    return exchangeSettingsData(app.db, request, user);
  });
  route(app, 'saveAdminExchange1cAccount', async (request) => {
    const user = requireStaff(request);
    await saveExchangeAccount(app.db, user, request.body);
    return exchangeSettingsData(app.db, request, user);
  });
}

/**
 * issue 28 point 1: the CommerceML 2 exchange 1C drives, one handler at both addresses and both
 * methods. Every answer is text: the protocol's lines, or `failure` and a Russian reason (1C
 * reads the body, not the status). A plugin of its own, so its body parser and errors stay here.
 */
async function exchange1cProtocol(app: FastifyInstance): Promise<void> {
  // 1C posts a file's part with any content type (often none): the handler streams the body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.setErrorHandler(async (error, request, reply) => {
    const refused =
      error instanceof ExchangeFailure || (error instanceof HttpError && error.status < 500);
    const invalid = (error as { validation?: unknown }).validation !== undefined;
    if (!refused && !invalid) request.log.error({ err: error }, '1C exchange failed');
    const message = refused
      ? error.message
      : invalid
        ? 'Неверные параметры запроса обмена'
        : 'Ошибка сервера при обмене, повторите обмен позже';
    return text(reply, `failure\n${message}`);
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as ExchangeQuery;
    // A part's body nobody reads would hold the connection: drain it before answering.
    if (query.mode !== 'file') request.raw.resume();
    const body = await answer(app, request, query);
    if (typeof body === 'string') return text(reply, body);
    return reply
      .code(200)
      .header('content-type', body.contentType)
      .header('cache-control', 'no-store')
      .send(body.body);
  };
  const options = { config: { csrfHeader: false } };
  route(app, 'exchange1cGet', handler, options);
  route(app, 'exchange1cPost', handler, options);
  route(app, 'exchange1cGet', handler, { ...options, url: BITRIX_URL });
  route(app, 'exchange1cPost', handler, { ...options, url: BITRIX_URL });
}

const text = (reply: FastifyReply, body: string) =>
  reply
    .code(200)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  query: ExchangeQuery,
): Promise<string | XmlAnswer> {
  const { db } = app;
  if (query.mode === 'checkauth') {
    const token = await checkAuth(request, query.type);
    return `success\n${EXCHANGE_COOKIE}\n${token}`;
  }
  const session = await exchangeSession(db, request);
  const dataDir = app.config.dataDir;
  if (query.mode === 'init') {
    await initExchange(db, dataDir, session);
    const { zip, fileLimit } = await protocolSettings(db);
    return `zip=${zip ? 'yes' : 'no'}\nfile_limit=${fileLimit}`;
  }
  if (query.type === 'sale')
    return saleAnswer(app.deps, request.raw, session, { ...query, mode: query.mode });
  switch (query.mode) {
    case 'file': {
      if (!query.filename) throw new ExchangeFailure(NO_FILENAME);
      const { fileLimit } = await protocolSettings(db);
      await receivePart(
        dataDir,
        session,
        { name: query.filename, partLimit: fileLimit },
        request.raw,
      );
      return 'success';
    }
    case 'import':
      if (!query.filename) throw new ExchangeFailure(NO_FILENAME);
      return importStep(
        // This request waits for the import's end: the end does not wait for it.
        { db, dataDir, announceCatalogChange: () => importWritten(app, 1) },
        session,
        query.filename,
      );
    case 'query':
    case 'success':
      throw new ExchangeFailure(saleOnly(query.mode));
    case 'deactivate':
    case 'complete':
      // 1C of protocol 3.1 ends the exchange with these; a full import.xml has deactivated the
      // goods it left out at its own end (importJob.ts), so both only confirm.
      return 'success';
  }
}

import type { Readable } from 'node:stream';
import type { PaymentDeps } from '../../shared';
import type { ExchangeSession } from '../exchangeSession';
import { ExchangeFailure, NO_FILENAME } from '../failure';
import { confirmSent, ordersAnswer, type SaleEncoding, type XmlAnswer } from './ordersQuery';
import { applyReceived, receiveChanges } from './saleExchange';

/** The protocol's commands after checkauth and init (openapi.yaml `exchange1cGet`). */
export type SaleMode = 'file' | 'import' | 'query' | 'success' | 'deactivate' | 'complete';

interface SaleQuery {
  mode: SaleMode;
  filename?: string;
  /** The orders' encoding 1C asks for: `windows-1251` (or `cp1251`), else UTF-8. */
  encoding?: string;
}

export type { XmlAnswer };

const encodingOf = (query: SaleQuery): SaleEncoding =>
  /^(windows-1251|cp1251)$/i.test(query.encoding ?? '') ? 'windows-1251' : 'utf-8';

/**
 * issue 28 points 1 and 4: the orders' side of the exchange (type=sale), after checkauth and
 * init (the catalogue's, routes.ts). 1C
 * asks for the orders (query), confirms it took them (success) and sends its changes (file).
 */
export async function saleAnswer(
  deps: PaymentDeps,
  body: Readable,
  session: ExchangeSession,
  query: SaleQuery,
): Promise<string | XmlAnswer> {
  switch (query.mode) {
    case 'query':
      return ordersAnswer(deps.db, session, encodingOf(query));
    case 'success':
      await confirmSent(deps.db, session);
      return 'success';
    case 'file':
      if (!query.filename) throw new ExchangeFailure(NO_FILENAME);
      await receiveChanges(deps, session, query.filename, body);
      return 'success';
    case 'import':
      // Protocol 3.1 asks to import what it sent: whatever is still unapplied is applied now.
      await applyReceived(deps, session);
      return 'success';
    case 'deactivate':
    case 'complete':
      return 'success';
  }
}

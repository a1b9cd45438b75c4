import type { FastifyRequest } from 'fastify';
import { shopperOrigin, type Queryable, type Schema, type SessionUser } from '../shared';
import { exchangeAccounts } from './accounts';
import { seenPriceTypes } from './priceTypeLinks';
import { exchangeSettings } from './settings';

/** The address 1C is set up with for 1C-Bitrix, answered as /api/1c/exchange is. */
export const BITRIX_URL = '/bitrix/admin/1c_exchange.php';

/** issue 28 point 3: what the screen «Обмен с 1С» shows and edits, for this staff member. */
export async function exchangeSettingsData(
  db: Queryable,
  request: FastifyRequest,
  user: SessionUser,
): Promise<Schema<'Exchange1cSettingsData'>> {
  const [settings, priceTypes, priceLists, accounts] = await Promise.all([
    exchangeSettings(db),
    seenPriceTypes(db),
    db.query<Schema<'Exchange1cSettingsData'>['priceLists'][number]>(
      'SELECT id, code, name FROM price_types ORDER BY name, id',
    ),
    exchangeAccounts(db),
  ]);
  return {
    settings,
    priceTypes,
    priceLists,
    accounts,
    canManageAccounts: user.isAdmin,
    // The shop's public address (PUBLIC_URL), the one 1C reaches it by.
    exchangeUrl: `${shopperOrigin(request.server.config, request)}${BITRIX_URL}`,
  };
}

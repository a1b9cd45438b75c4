import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import { loggedSave, type Body, type Db, type Queryable } from '../shared';
import { linkPriceTypes, priceTypeLinks } from './priceTypeLinks';

/** The change log's name for the screen «Обмен с 1С» (staff_changes.tool). */
export const CHANGE_LOG_TOOL = 'exchange-1c';
const SETTINGS_SUBJECT = 'settings';

/** The shop's statuses in the order an order moves: the saved subset keeps this order. */
const ALL_STATUSES = Object.keys(ORDER_STATUS_TITLES) as OrderStatus[];

export type Exchange1cSettings = Body<'saveAdminExchange1cSettings'>;

/** What the protocol's calls follow: the one row of migration 034. */
interface ProtocolSettings {
  zip: boolean;
  fileLimit: number;
}

/**
 * issue 28 point 3: init's answer and the part check read the row on every call, so a save
 * reaches every server process with no notice to send.
 */
export async function protocolSettings(db: Queryable): Promise<ProtocolSettings> {
  const [row] = await db.query<ProtocolSettings>(
    'SELECT zip, file_limit AS "fileLimit" FROM exchange_1c_settings',
  );
  if (!row) throw new Error('exchange_1c_settings has no row (migration 034)');
  return row;
}

/**
 * issue 28 point 3: the order statuses whose orders go to 1C (type=sale); every one by default.
 * @internal the screen reads it through exchangeSettings, a test alone; the orders' query reads the column in its SQL
 */
export async function saleStatusesFor1c(db: Queryable): Promise<OrderStatus[]> {
  const [row] = await db.query<{ sale_statuses: OrderStatus[] }>(
    'SELECT sale_statuses FROM exchange_1c_settings',
  );
  return row?.sale_statuses ?? [];
}

/**
 * What a full import.xml does with the active goods of its groups it did not name (1C-Bitrix's
 * «Деактивировать», the default): 'deactivate' makes them inactive, 'keep' leaves them.
 */
export async function missingGoodsRule(db: Queryable): Promise<Exchange1cSettings['missingGoods']> {
  const [row] = await db.query<{ missing_goods: Exchange1cSettings['missingGoods'] }>(
    'SELECT missing_goods FROM exchange_1c_settings',
  );
  return row?.missing_goods ?? 'deactivate';
}

/** The settings as the screen edits them and the change log keeps them. */
export async function exchangeSettings(db: Queryable): Promise<Exchange1cSettings> {
  const [{ zip, fileLimit }, saleStatuses, missingGoods, priceTypes] = await Promise.all([
    protocolSettings(db),
    saleStatusesFor1c(db),
    missingGoodsRule(db),
    priceTypeLinks(db),
  ]);
  return { zip, fileLimit, saleStatuses, missingGoods, priceTypes };
}

/**
 * issue 28 point 3: one save of the settings, in one transaction with its change record; the
 * statuses are kept in the shop's order (ORDER_STATUS_TITLES) so the record compares equal.
 */
export async function saveExchangeSettings(
  db: Db,
  userId: number,
  settings: Exchange1cSettings,
): Promise<void> {
  await loggedSave(
    db,
    { userId, tool: CHANGE_LOG_TOOL, subject: SETTINGS_SUBJECT, state: exchangeSettings },
    async (tx) => {
      await tx.query(
        `UPDATE exchange_1c_settings
            SET zip = $1, file_limit = $2,
                sale_statuses = ARRAY(SELECT s FROM unnest($3::text[]) AS s
                                       ORDER BY array_position($4::text[], s)),
                missing_goods = $5`,
        [
          settings.zip,
          settings.fileLimit,
          settings.saleStatuses,
          ALL_STATUSES,
          settings.missingGoods,
        ],
      );
      await linkPriceTypes(tx, settings.priceTypes);
    },
  );
}

import { legendCsv } from '@mosaic';
import type { Queryable } from '../../lib/db/types';
import type { ChartPool } from './chartPool';
import { notFound } from '../../lib/errors';
import { PHOTO_KIT_NOT_FOUND } from './messages';
import { findOrderKit, type StoredKitRow } from './queries';
import { storedChart } from './service';

/**
 * Issue 16: what the workshop makes an order's kit from, as the order keeps it. The caller has
 * checked that a staff member asks.
 */

/** The pattern PNG with the colours' symbols, drawn in the chart worker. */
export async function orderKitPattern(
  { db, charts }: { db: Queryable; charts: ChartPool },
  orderId: number,
  kitId: number,
): Promise<Uint8Array> {
  const kit = await requireOrderKit(db, orderId, kitId);
  return charts.picture(storedChart(kit), 'pattern');
}

/** The legend CSV: symbol, DMC code, name, colour and drills of each colour, then the total. */
export async function orderKitLegend(
  db: Queryable,
  orderId: number,
  kitId: number,
): Promise<string> {
  return legendCsv(storedChart(await requireOrderKit(db, orderId, kitId)));
}

/** The kit of a line of the order, or 404 'Набор по фото не найден'. */
async function requireOrderKit(
  db: Queryable,
  orderId: number,
  kitId: number,
): Promise<StoredKitRow> {
  const kit = await findOrderKit(db, orderId, kitId);
  if (!kit) throw notFound(PHOTO_KIT_NOT_FOUND);
  return kit;
}

/** `order-<id>-kit-<kitId>-<what>`: the download's file name. */
export const orderKitFileName = (orderId: number, kitId: number, what: string) =>
  `order-${orderId}-kit-${kitId}-${what}`;

import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import { listOf, textOf, type XmlNode } from '../xmlItems';

/** What one of 1C's `Документ`s asks of a shop's order. */
export interface OrderChange {
  /** How the failure text names the document: its Номер, else its Ид. */
  label: string;
  /** The shop's order id from Ид (or Номер), null when neither is one. */
  orderId: number | null;
  /** null: the document moves no status (1C only confirms it); a string: a status not mapped. */
  status: OrderStatus | null | { unknown: string };
  /** For the order's history and the shopper's mail: what 1C recorded. */
  note: string;
  /** 1C recorded the order's payment: the paid entry's note in its history; null when it did not. */
  payment: string | null;
}

/** 1C-Bitrix's standard status ids, which a 1C set up for a Bitrix shop keeps sending. */
const BITRIX_STATUS_IDS: Record<string, OrderStatus> = { N: 'new', P: 'processing', F: 'done' };
const YES = /^(true|да|1)$/i;
const fold = (text: string) => text.toLowerCase().replace(/ё/g, 'е');
const STATUS_BY_TITLE = new Map(
  Object.entries(ORDER_STATUS_TITLES).map(([status, title]) => [
    fold(title),
    status as OrderStatus,
  ]),
);
const isOrderStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_TITLES;

/** 1C writes an empty date as its first day (0001-01-01, with or without a time): no date. */
const EMPTY_DATE = /^0001-01-01(T[\d:]*)?$/;

/** ЗначенияРеквизитов as names and values, 1C's empty dates as empty values. */
function requisitesOf(node: XmlNode): Map<string, string> {
  return new Map(
    listOf(node, 'ЗначенияРеквизитов', 'ЗначениеРеквизита').map((value) => {
      const text = textOf(value, 'Значение');
      return [textOf(value, 'Наименование'), EMPTY_DATE.test(text) ? '' : text];
    }),
  );
}

/**
 * The status the document asks for: «Отменен» (or a deletion mark) cancels; else «Статус заказа
 * ИД» (the shop's own id, as the query sent it, or Bitrix's N/P/F), else «Статус заказа» by its
 * title; with neither, a shipment date ships.
 */
function statusOf(values: Map<string, string>): OrderChange['status'] {
  if (YES.test(values.get('Отменен') ?? '') || YES.test(values.get('ПометкаУдаления') ?? ''))
    return 'cancelled';
  const id = values.get('Статус заказа ИД') ?? '';
  if (isOrderStatus(id)) return id;
  if (BITRIX_STATUS_IDS[id]) return BITRIX_STATUS_IDS[id];
  const title = values.get('Статус заказа') ?? '';
  if (title) return STATUS_BY_TITLE.get(fold(title)) ?? { unknown: title };
  if (id) return { unknown: id };
  return values.get('Дата отгрузки по 1С') ? 'shipped' : null;
}

/** The history's note: that 1C changed it, with 1C's payment and shipment when it sent them. */
function noteOf(values: Map<string, string>): string {
  const paymentNumber = values.get('Номер оплаты по 1С');
  const paymentDate = values.get('Дата оплаты по 1С');
  const shipmentNumber = values.get('Номер отгрузки по 1С');
  const shipmentDate = values.get('Дата отгрузки по 1С');
  const event = (what: string, number?: string, date?: string) =>
    number || date
      ? [what, number && `№ ${number}`, date && `от ${date}`].filter(Boolean).join(' ')
      : '';
  const events = [
    event('оплата', paymentNumber, paymentDate),
    event('отгрузка', shipmentNumber, shipmentDate),
  ].filter(Boolean);
  return events.length ? `Изменено в 1С: ${events.join(', ')}` : 'Изменено в 1С';
}

/**
 * Whether 1C says the order is paid: a payment's date or number of its own (1C-Bitrix's «Дата
 * оплаты по 1С», «Номер оплаты по 1С»), or «Заказ оплачен» true; then the history's note of the
 * payment, with 1C's number and date when it sent them.
 */
function paymentOf(values: Map<string, string>): string | null {
  const number = values.get('Номер оплаты по 1С');
  const date = values.get('Дата оплаты по 1С');
  if (!number && !date && !YES.test(values.get('Заказ оплачен') ?? '')) return null;
  const details = [number && `№ ${number}`, date && `от ${date}`].filter(Boolean).join(' ');
  return details ? `Оплачен в 1С: оплата ${details}` : 'Оплачен в 1С';
}

const orderIdOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * issue 28 point 4: one `Документ` of 1C's file of order changes, or null for a document that is
 * no customer's order (1C may add its payments and shipments as documents of their own).
 */
export function orderChangeOf(node: XmlNode): OrderChange | null {
  const operation = textOf(node, 'ХозОперация');
  if (operation && operation !== 'Заказ товара') return null;
  const id = textOf(node, 'Ид');
  const number = textOf(node, 'Номер');
  const values = requisitesOf(node);
  return {
    label: number || id,
    orderId: orderIdOf(id) ?? orderIdOf(number),
    status: statusOf(values),
    note: noteOf(values),
    payment: paymentOf(values),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Queryable, Transaction } from '../../lib/db/types';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { toKopecks, toRoubles } from '../../lib/money';
import { basketItems, validBasketCoupons } from '../basket/queries';
import { summarize } from '../basket/summary';
import type { ShippingInfo, ShippingOption } from '../lists/shipping';
import { CITY_NOT_FOUND, shippingFor } from '../lists/shippingPage';
import { PAYMENT_METHOD_TITLES, type DeliveryKind, type PaymentMethod } from '../orders';
import { openPayment, openPaymentOf, sendPayment, type OpenedPayment } from '../payment';
import { normalizeEmail, normalizePhone, type RequestSession, type Shopper } from '../session';
import { orderAccount, type AccountOutcome } from './account';
import { outOfStock, refuseChangedBasket, type SeenLine } from './basketCheck';
import { confirmationMail } from './confirmationMail';
import {
  addDays,
  checkoutDeliveries,
  deliveryPrice,
  warehouseToday,
  type CheckoutDelivery,
} from './deliveries';
import {
  ADDRESS_REQUIRED,
  BASKET_EMPTY,
  KEY_USED_ELSEWHERE,
  PICKUP_POINT_REQUIRED,
} from './messages';
import {
  cityPickupPoints,
  claimOrderKey,
  findCityPickupPoint,
  findOrderByKey,
  lockBasket,
  productStocks,
  reserveStock,
  saveAddress,
  savedAddresses,
  userContact,
  writeOrder,
  type OrderInput,
  type PickupPointRow,
} from './queries';

/** Who is checking out: the session (signed in or a guest) and the city they shop in. */
export interface CheckoutVisitor {
  session: RequestSession;
  /** The basket's owner; null for a guest who has stored nothing yet. */
  owner: Shopper | null;
  locationId: number;
}

/** openapi.yaml `CheckoutOptions`. */
export interface CheckoutOptions {
  location: { id: number; name: string };
  signedIn: boolean;
  contact: { name: string; phone: string; email: string };
  deliveries: CheckoutDelivery[];
  pickupPoints: PickupPointRow[];
  payments: { method: PaymentMethod; title: string }[];
  addresses: { id: number; address: string }[];
}

const PAYMENTS = (Object.keys(PAYMENT_METHOD_TITLES) as PaymentMethod[]).map((method) => ({
  method,
  title: PAYMENT_METHOD_TITLES[method],
}));

/** The checkout form's choices for the visitor's city and basket (issue 15 point 1). */
export async function checkoutOptions(
  db: Queryable,
  visitor: CheckoutVisitor,
): Promise<CheckoutOptions> {
  const shipping = await visitorShipping(db, visitor.locationId);
  const city = shipping.location;
  const user = visitor.session.user;
  const [goodsTotal, pickupPoints, contact, addresses] = await Promise.all([
    basketGoodsTotal(db, visitor.owner, city.id),
    cityPickupPoints(db, city.id),
    user ? userContact(db, user.id) : null,
    user ? savedAddresses(db, user.id) : [],
  ]);
  return {
    location: { id: city.id, name: city.name },
    signedIn: user !== null,
    contact: contact ?? { name: '', phone: '', email: '' },
    deliveries: checkoutDeliveries(shipping, goodsTotal, warehouseToday()),
    pickupPoints,
    payments: PAYMENTS,
    addresses,
  };
}

async function basketGoodsTotal(
  db: Queryable,
  owner: Shopper | null,
  locationId: number,
): Promise<number> {
  if (!owner) return 0;
  const [lines, coupons] = await Promise.all([
    basketItems(db, owner, locationId),
    validBasketCoupons(db, owner),
  ]);
  return summarize(lines, couponDiscounts(coupons)).total;
}

const couponDiscounts = (coupons: Awaited<ReturnType<typeof validBasketCoupons>>) =>
  coupons.map((coupon) => ({
    discountPercent: coupon.discount_percent ?? 0,
    discountAmount: coupon.discount_amount ?? 0,
  }));

async function visitorShipping(db: Queryable, locationId: number): Promise<ShippingInfo> {
  const shipping = await shippingFor(db, undefined, locationId);
  if (!shipping) throw notFound(CITY_NOT_FOUND);
  return shipping;
}

/** openapi.yaml `PlaceOrderRequest` (validated by its schema before it gets here). */
export interface OrderForm {
  idempotencyKey: string;
  contact: { name: string; phone: string; email: string };
  delivery: {
    kind: DeliveryKind;
    address?: string;
    pickupPointId?: number;
    saveAddress?: boolean;
  };
  payment: PaymentMethod;
  comment?: string;
  agree: true;
  seen: SeenLine[];
}

/** openapi.yaml `PlacedOrder`, and the session a created account signs in with. */
export interface PlacedOrder {
  orderId: number;
  account: AccountOutcome;
  payment: { confirmationUrl: string } | null;
  signInSessionId: string | null;
}

interface ChosenDelivery {
  option: ShippingOption;
  address: string;
  pickupPointId: number | null;
}

/**
 * Places the order (issue 15 point 2) in one transaction: the attempt's key is claimed first
 * (a repeated or parallel request with it answers the order it placed), then the basket is
 * locked, priced again and compared with what the shopper confirmed, stock is taken line by
 * line in product order (so two checkouts never wait on each other in a circle), and the order,
 * its lines, history, mail and card payment are written while the basket is emptied. Any
 * refusal rolls all of it back. The card payment goes to the provider after the commit: if the
 * provider fails, the order stays placed and is paid later from the cabinet.
 */
export async function placeOrder(
  app: FastifyInstance,
  visitor: CheckoutVisitor,
  form: OrderForm,
): Promise<PlacedOrder> {
  const { owner } = visitor;
  if (!owner) throw new HttpError(409, 'BASKET_EMPTY', BASKET_EMPTY);
  const shipping = await visitorShipping(app.db, visitor.locationId);
  const delivery = await chosenDelivery(app.db, shipping, form.delivery);

  const placed = await app.db.transaction((tx) =>
    placeInTransaction(tx, app, { owner, visitor, shipping, delivery, form }),
  );
  if (!placed) return repeatedOrder(app, visitor.session, form.idempotencyKey);

  void app.mailer.flush();
  const { payment, order, ...answer } = placed;
  return { ...answer, payment: payment && (await paymentPage(app, payment, order)) };
}

/** The delivery the form chose, refused (400) without its address or its city's pickup point. */
async function chosenDelivery(
  db: Queryable,
  shipping: ShippingInfo,
  chosen: OrderForm['delivery'],
): Promise<ChosenDelivery> {
  const option = shipping.options.find((o) => o.kind === chosen.kind);
  if (!option) throw new Error(`the shipping zone has no ${chosen.kind} delivery`);
  if (chosen.kind !== 'pickup') {
    const address = chosen.address?.trim() ?? '';
    if (!address) throw badRequest(ADDRESS_REQUIRED, 'VALIDATION');
    return { option, address, pickupPointId: null };
  }
  const point =
    chosen.pickupPointId === undefined
      ? null
      : await findCityPickupPoint(db, chosen.pickupPointId, shipping.location.id);
  if (!point) throw badRequest(PICKUP_POINT_REQUIRED, 'VALIDATION');
  return { option, address: point.address, pickupPointId: point.id };
}

/** The checkout's transaction (see placeOrder); null when the key already placed an order. */
async function placeInTransaction(
  tx: Transaction,
  app: FastifyInstance,
  {
    owner,
    visitor,
    shipping,
    delivery,
    form,
  }: {
    owner: Shopper;
    visitor: CheckoutVisitor;
    shipping: ShippingInfo;
    delivery: ChosenDelivery;
    form: OrderForm;
  },
) {
  const city = shipping.location;
  const orderId = await claimOrderKey(tx, form.idempotencyKey, visitor.session.id);
  if (orderId === null) return null;
  const basketId = await lockBasket(tx, owner);
  const lines = basketId === null ? [] : await basketItems(tx, owner, city.id);
  refuseChangedBasket(lines, form.seen);
  const coupons = await validBasketCoupons(tx, owner);
  await reserveLines(tx, lines);

  const email = normalizeEmail(form.contact.email);
  const phone = normalizePhone(form.contact.phone);
  const name = form.contact.name.trim();
  const account = await orderAccount(tx, visitor.session, { name, email, phone });
  const summary = summarize(lines, couponDiscounts(coupons));
  const today = warehouseToday();
  const price = deliveryPrice(delivery.option, summary.total);
  const order: OrderInput = {
    id: orderId,
    userId: account.userId,
    basketId,
    customerName: name,
    phone: phone ?? form.contact.phone.trim(),
    email,
    locationId: city.id,
    delivery: {
      kind: delivery.option.kind,
      title: delivery.option.title,
      address: delivery.address,
      pickupPointId: delivery.pickupPointId,
      price,
      from: addDays(today, delivery.option.minDays),
      to: addDays(today, delivery.option.maxDays),
    },
    payment: form.payment,
    comment: form.comment?.trim() ?? '',
    coupons: coupons.map((coupon) => coupon.code),
    itemsTotal: summary.sum,
    discount: summary.couponDiscount,
    total: toRoubles(toKopecks(summary.total) + toKopecks(price)),
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: line.name,
      price: line.price,
      oldPrice: line.old_price,
      quantity: line.quantity,
      giftCertificate: line.gift_certificate,
    })),
    note: 'Заказ оформлен',
  };
  const keepsAddress =
    form.delivery.saveAddress && account.account === 'signedIn' && delivery.pickupPointId === null;
  const mail = confirmationMail(
    app.config,
    { ...order, city: city.name },
    { outcome: account.account, mailToken: account.mailToken },
  );
  await writeOrder(tx, order);
  await queueMail(tx, mail);
  if (keepsAddress) await saveAddress(tx, account.userId, delivery.address);
  const payment = form.payment === 'card' ? await openPayment(app, tx, orderId, order.total) : null;
  return {
    orderId,
    account: account.account,
    signInSessionId: account.signInSessionId,
    payment,
    order,
  };
}

/**
 * Takes each line's pieces from stock in product order; the lines that stock no longer covers
 * refuse the order (409 OUT_OF_STOCK) with what is left of each, and the rollback returns what
 * the other lines took.
 */
async function reserveLines(
  tx: Transaction,
  lines: readonly { product_id: number; name: string; quantity: number }[],
): Promise<void> {
  const short: (typeof lines)[number][] = [];
  for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
    if (!(await reserveStock(tx, line.product_id, line.quantity))) short.push(line);
  }
  if (short.length === 0) return;
  const stocks = new Map(
    (
      await productStocks(
        tx,
        short.map((line) => line.product_id),
      )
    ).map((p) => [p.id, p.stock]),
  );
  throw outOfStock(
    short.map((line) => ({ ...line, available: Math.max(0, stocks.get(line.product_id) ?? 0) })),
  );
}

/**
 * The answer to a request whose key already placed an order: that order, with its open payment,
 * for the shopper who placed it (the same session, or the account it belongs to). The account
 * says how the shopper stands now: a guest whose checkout made an account and who retries from
 * the guest session was not signed in by that lost answer, so the order is 'linked' for them.
 */
async function repeatedOrder(
  app: FastifyInstance,
  session: RequestSession,
  key: string,
): Promise<PlacedOrder> {
  const order = await findOrderByKey(app.db, key);
  const userId = session.user?.id ?? null;
  const signedInOwner = userId !== null && order?.user_id === userId;
  if (!order || (!signedInOwner && (session.id === null || order.session_id !== session.id)))
    throw conflict(KEY_USED_ELSEWHERE);
  const confirmationUrl = await openPaymentOf(app, order.id);
  return {
    orderId: order.id,
    account: signedInOwner ? 'signedIn' : 'linked',
    payment: confirmationUrl === null ? null : { confirmationUrl },
    signInSessionId: null,
  };
}

/**
 * The new order's payment page; null when the provider failed (sendPayment logged it): the
 * order is placed all the same and is paid later from the cabinet.
 */
async function paymentPage(
  app: FastifyInstance,
  payment: OpenedPayment,
  order: OrderInput,
): Promise<{ confirmationUrl: string } | null> {
  return sendPayment(app, payment, {
    email: order.email,
    phone: order.phone,
    couponDiscount: order.discount,
    delivery: { title: order.delivery.title, price: order.delivery.price },
    lines: order.lines,
  }).catch(() => null);
}

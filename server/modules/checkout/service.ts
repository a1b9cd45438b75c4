import { PAYMENT_METHOD_TITLES, type PaymentMethod } from '@shared';
import { pipelined } from '../../lib/db';
import type { Queryable, Transaction } from '../../lib/db/types';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { toKopecks, toRoubles } from '../../lib/money';
import { orderableLines, summarize, validBasketCoupons } from '../basket';
import { requireConsent } from '../consents';
import type { ShippingInfo, ShippingOption } from '../shipping';
import { shortStockOf, takeStock, type DeliveryKind, type ShortProduct } from '../orders';
import { saveOrderAddress } from '../personal';
import {
  newPayment,
  openPaymentOf,
  sendPayment,
  type OpenedPayment,
  type PaymentDeps,
} from '../payment';
import { normalizeEmail, normalizePhone, type RequestSession, type Shopper } from '../session';
import { orderAccount } from './account';
import { isSameBasket, outOfStock, refuseChangedBasket, type SeenLine } from './basketCheck';
import { visitorShipping } from './cityShipping';
import { confirmationMail } from './confirmationMail';
import {
  addWorkingDays,
  checkoutDeliveries,
  type GoodsTotals,
  deliveryDates,
  deliveryPrice,
  productionDaysOf,
  warehouseToday,
} from './deliveries';
import {
  certificatePart,
  certificatesIn,
  emailDelivery,
  refuseUnfitForCertificates,
  type CertificatesInBasket,
} from './giftCertificates';
import {
  ADDRESS_REQUIRED,
  BASKET_EMPTY,
  KEY_USED_ELSEWHERE,
  KEY_USED_FOR_OTHER_BASKET,
  PICKUP_POINT_REQUIRED,
} from './messages';
import {
  cityPickupPoints,
  claimOrder,
  findCityPickupPoint,
  findOrderByKey,
  findOrderLines,
  photoKitsById,
  savedAddresses,
  userContact,
  writeOrder,
  type OrderInput,
} from './queries';
import type { Schema } from '../../lib/api/contract';

/** What placing an order needs: the database, the config, the mailer, and what payments need. */
export type CheckoutDeps = PaymentDeps;

/** Who is checking out: the session (signed in or a guest) and the city they shop in. */
export interface CheckoutVisitor {
  session: RequestSession;
  /** The basket's owner; null for a guest who has stored nothing yet. */
  owner: Shopper | null;
  locationId: number;
}

/** openapi.yaml `CheckoutOptions`. */
export type CheckoutOptions = Schema<'CheckoutOptions'>;

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
  const [basket, pickupPoints, contact, addresses] = await Promise.all([
    basketState(db, visitor.owner, city.id),
    cityPickupPoints(db, city.id),
    user ? userContact(db, user.id) : null,
    user ? savedAddresses(db, user.id) : [],
  ]);
  const today = warehouseToday();
  return {
    location: { id: city.id, name: city.name },
    signedIn: user !== null,
    contact: contact ?? { name: '', phone: '', email: '' },
    productionDays: basket.productionDays,
    deliveries:
      basket.certificates === 'only'
        ? [emailDelivery(today)]
        : checkoutDeliveries(shipping, basket, addWorkingDays(today, basket.productionDays)),
    pickupPoints,
    // a certificate's code is issued when its payment arrives: on receipt it would never be
    payments:
      basket.certificates === 'none' ? PAYMENTS : PAYMENTS.filter((p) => p.method !== 'on_receipt'),
    addresses,
    certificates: basket.certificates,
  };
}

/**
 * What the deliveries depend on: the goods total after coupons (free delivery counts from it) and
 * before them, the making time and the basket's certificates.
 */
async function basketState(
  db: Queryable,
  owner: Shopper | null,
  locationId: number,
): Promise<GoodsTotals & { productionDays: number; certificates: CertificatesInBasket }> {
  if (!owner) return { goodsTotal: 0, withoutCoupons: 0, productionDays: 0, certificates: 'none' };
  const [lines, coupons] = await Promise.all([
    orderableLines(db, owner, locationId),
    validBasketCoupons(db, owner),
  ]);
  return {
    goodsTotal: summarize(lines, couponDiscounts(coupons)).total,
    withoutCoupons: summarize(lines, []).total,
    productionDays: productionDaysOf(lines),
    certificates: certificatesIn(lines),
  };
}

const couponDiscounts = (coupons: Awaited<ReturnType<typeof validBasketCoupons>>) =>
  coupons.map((coupon) => ({
    discountPercent: coupon.discount_percent ?? 0,
    discountAmount: coupon.discount_amount ?? 0,
  }));

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
  /** A gift certificate's code that pays the order wholly or partly (issue 26 point 1). */
  certificateCode?: string;
  comment?: string;
  agree: true;
  /** The personal-data box, separate from the terms of sale (issue 27 point 5, 152-FZ). */
  consent: true;
  seen: SeenLine[];
}

/** openapi.yaml `PlacedOrder`, and the session a created account signs in with. */
export type PlacedOrder = Schema<'PlacedOrder'> & { signInSessionId: string | null };

interface ChosenDelivery {
  option: Omit<ShippingOption, 'kind'> & { kind: DeliveryKind };
  address: string;
  pickupPointId: number | null;
  /** The pickup point's name and hours, which the order's mail gives with its address. */
  pickupPoint: { title: string; hours: string } | null;
}

/**
 * Places the order (issue 15 point 2) in one transaction: the attempt's key is claimed first
 * (a repeated or parallel request with it answers the order it placed), then the basket is
 * locked, priced again and compared with what the shopper confirmed, stock is taken for all
 * lines at once in product order (so two checkouts never wait on each other in a circle), and
 * the order, its lines, history, mail and online payment are written while the basket is emptied.
 * Any refusal rolls all of it back. The online payment goes to the provider after the commit: if
 * the provider fails, the order stays placed and is paid later from the cabinet.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  visitor: CheckoutVisitor,
  form: OrderForm,
): Promise<PlacedOrder> {
  const { owner } = visitor;
  if (!owner) throw new HttpError(409, 'BASKET_EMPTY', BASKET_EMPTY);
  // Before the transaction: its last trip sends COMMIT with the order's statements, so a refusal
  // must come from a statement, never from building one.
  requireConsent(form.consent);
  const shipping = await visitorShipping(deps.db, visitor.locationId);
  const delivery = await chosenDelivery(deps.db, shipping, form.delivery);

  let placed: Awaited<ReturnType<typeof placeInTransaction>>;
  try {
    // Its statements are keyed by ids and planned once: the stock statement planned again for each
    // order held the embedded engine's one connection 1.3 ms more (TransactionOptions).
    placed = await deps.db.transaction(
      (tx) => placeInTransaction(tx, deps, { owner, visitor, shipping, delivery, form }),
      { genericPlans: true },
    );
  } catch (error) {
    if (error instanceof KeyAlreadyUsed) return repeatedOrder(deps, visitor.session, form);
    throw error;
  }

  void deps.mailer.flush();
  const { payment, order, ...answer } = placed;
  return { ...answer, payment: payment && (await paymentPage(deps, payment, order)) };
}

/** The delivery the form chose, refused (400) without its address or its city's pickup point. */
async function chosenDelivery(
  db: Queryable,
  shipping: ShippingInfo,
  chosen: OrderForm['delivery'],
): Promise<ChosenDelivery> {
  if (chosen.kind === 'email')
    return {
      option: emailDelivery(warehouseToday()),
      address: '',
      pickupPointId: null,
      pickupPoint: null,
    };
  const option = shipping.options.find((o) => o.kind === chosen.kind);
  if (!option) throw new Error(`the shipping zone has no ${chosen.kind} delivery`);
  if (chosen.kind !== 'pickup') {
    const address = chosen.address?.trim() ?? '';
    if (!address) throw badRequest(ADDRESS_REQUIRED, 'VALIDATION');
    return { option, address, pickupPointId: null, pickupPoint: null };
  }
  const point =
    chosen.pickupPointId === undefined
      ? null
      : await findCityPickupPoint(db, chosen.pickupPointId, shipping.location.id);
  if (!point) throw badRequest(PICKUP_POINT_REQUIRED, 'VALIDATION');
  return {
    option,
    address: point.address,
    pickupPointId: point.id,
    pickupPoint: { title: point.title, hours: point.hours },
  };
}

/**
 * Thrown in the checkout's transaction when its key already placed an order, so that what the
 * transaction did meanwhile (the account of the form's contact, say) is rolled back.
 */
class KeyAlreadyUsed extends Error {}

/**
 * The checkout's transaction (see placeOrder). Statements that do not need each other's answers
 * are sent together (`pipelined`): the transaction takes two trips to the database (BEGIN
 * with the first, then the stock with the order and COMMIT; a guest's new account adds two and
 * photo kits one, for their options in the mail), so
 * the embedded engine's one connection is held for little more than the statements' work.
 */
async function placeInTransaction(
  tx: Transaction,
  deps: CheckoutDeps,
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
  const email = normalizeEmail(form.contact.email);
  const phone = normalizePhone(form.contact.phone);
  const name = form.contact.name.trim();
  // The lines and coupons are read by statements of their own, after the basket's lock: they
  // see what a checkout or basket change that held the lock before committed.
  const [claimed, lines, coupons, account] = await pipelined(
    claimOrder(tx, form.idempotencyKey, visitor.session.id, owner),
    orderableLines(tx, owner, city.id),
    validBasketCoupons(tx, owner),
    orderAccount(tx, visitor.session, { name, email, phone }),
  );
  if (!claimed) throw new KeyAlreadyUsed();
  refuseChangedBasket(lines, form.seen);
  refuseUnfitForCertificates(certificatesIn(lines), form);

  const summary = summarize(lines, couponDiscounts(coupons));
  // Goods made to order leave the warehouse once made (issue 26 point 4).
  const { dateFrom, dateTo } = deliveryDates(
    delivery.option,
    addWorkingDays(warehouseToday(), productionDaysOf(lines)),
  );
  const price = deliveryPrice(delivery.option, summary.total);
  const total = toRoubles(toKopecks(summary.total) + toKopecks(price));
  const orderLines = lines.map((line) => ({
    productId: line.product_id,
    name: line.name,
    price: line.price,
    oldPrice: line.old_price,
    quantity: line.quantity,
    giftCertificate: line.gift_certificate,
    photoKitId: line.photo_kit_id,
  }));
  // The certificate's row is locked from here to the commit: a parallel order paying with it
  // waits and then sees what this one left.
  const certificate = form.certificateCode
    ? await certificatePart(tx, form.certificateCode, { total, lines: orderLines })
    : null;
  const order: OrderInput = {
    id: claimed.orderId,
    userId: account.userId,
    basketId: claimed.basketId,
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
      from: dateFrom,
      to: dateTo,
    },
    payment: form.payment,
    comment: form.comment?.trim() ?? '',
    coupons: coupons.map((coupon) => coupon.code),
    itemsTotal: summary.sum,
    discount: summary.couponDiscount,
    total,
    certificatePaid: certificate?.amount ?? 0,
    certificateId: certificate?.certificateId ?? null,
    lines: orderLines,
    note: 'Заказ оформлен',
  };
  const keepsAddress =
    form.delivery.saveAddress && account.account === 'signedIn' && delivery.pickupPointId === null;
  const kits = await photoKitsById(
    tx,
    lines.flatMap((line) => (line.photo_kit_id === null ? [] : [line.photo_kit_id])),
  );
  const mail = confirmationMail(
    deps.config,
    {
      ...order,
      city: city.name,
      pickupPoint: delivery.pickupPoint,
      lines: orderLines.map((line) => ({
        ...line,
        photoKit: line.photoKitId === null ? null : (kits.get(line.photoKitId) ?? null),
      })),
    },
    { outcome: account.account, mailToken: account.mailToken },
  );
  const due = toRoubles(toKopecks(total) - toKopecks(order.certificatePaid));
  const payment =
    form.payment !== 'on_receipt' && due > 0 ? newPayment(deps, order.id, form.payment, due) : null;
  // The order and its consent are written and committed in the same trip as the stock is taken:
  // a shortage is takeStock's error, which rolls all of it back.
  try {
    await pipelined(
      takeStock(tx, order.lines),
      writeOrder(tx, order, {
        mail,
        consent: {
          form: 'checkout',
          consent: form.consent,
          userId: account.userId,
          email,
          phone: order.phone,
          subjectId: order.id,
        },
        payment,
      }),
      keepsAddress ? saveOrderAddress(tx, account.userId, delivery.address) : Promise.resolve(),
      tx.commit(),
    );
  } catch (error) {
    const short = shortStockOf(error);
    throw short ? outOfStock(shortLines(lines, short)) : error;
  }
  return {
    orderId: order.id,
    account: account.account,
    signInSessionId: account.signInSessionId,
    payment,
    order,
  };
}

/** The lines of the products whose stock did not cover them, in product order, with what is left. */
function shortLines(
  lines: readonly { product_id: number; name: string }[],
  short: readonly ShortProduct[],
): { product_id: number; name: string; available: number }[] {
  const left = new Map(short.map((product) => [product.id, Math.max(0, product.stock)]));
  return lines
    .filter((line) => left.has(line.product_id))
    .sort((a, b) => a.product_id - b.product_id)
    .map((line) => ({ ...line, available: left.get(line.product_id) ?? 0 }));
}

/**
 * The answer to a request whose key already placed an order: that order, with its open payment,
 * for the shopper who placed it (the same session, or the account it belongs to) and the basket
 * it was placed for. Another basket under the same key is refused (409): answering the old
 * order would leave the new basket silently not ordered. The account says how the shopper
 * stands now: a guest whose checkout made an account and who retries from the guest session was
 * not signed in by that lost answer, so the order is 'linked' for them.
 */
async function repeatedOrder(
  deps: CheckoutDeps,
  session: RequestSession,
  form: OrderForm,
): Promise<PlacedOrder> {
  const order = await findOrderByKey(deps.db, form.idempotencyKey);
  const userId = session.user?.id ?? null;
  const signedInOwner = userId !== null && order?.user_id === userId;
  if (!order || (!signedInOwner && (session.id === null || order.session_id !== session.id)))
    throw conflict(KEY_USED_ELSEWHERE);
  if (!isSameBasket(await findOrderLines(deps.db, order.id), form.seen))
    throw new HttpError(409, 'KEY_REUSED', KEY_USED_FOR_OTHER_BASKET);
  const confirmationUrl = await openPaymentOf(deps, order.id);
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
  deps: CheckoutDeps,
  payment: OpenedPayment,
  order: OrderInput,
): Promise<{ confirmationUrl: string } | null> {
  return sendPayment(deps, payment, {
    email: order.email,
    phone: order.phone,
    couponDiscount: order.discount,
    certificatePaid: order.certificatePaid,
    delivery: { title: order.delivery.title, price: order.delivery.price },
    lines: order.lines,
  }).catch(() => null);
}

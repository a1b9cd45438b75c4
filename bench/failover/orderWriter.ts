import { performance } from 'node:perf_hooks';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../server/lib/http/csrf';
import { SESSION_COOKIE } from '../../server/modules/session';

/** An order the shop answered 200 for, and when (performance.now()). */
interface Acknowledged {
  orderId: number;
  at: number;
}

/** An attempt that did not end in an order: where it stopped and what the shop said. */
interface Refused {
  at: number;
  what: string;
}

export interface OrderWriter {
  acknowledged: Acknowledged[];
  refused: Refused[];
  /** The first order acknowledged at or after `since`, or null after `timeoutMs`. */
  firstAckSince(since: number, timeoutMs: number): Promise<Acknowledged | null>;
  /** Lets the attempts under way finish, then resolves. */
  stop(): Promise<void>;
}

/** Longer than the shop's own waits for the database, so its answer is what we see. */
const REQUEST_TIMEOUT_MS = 15_000;
/** After a refused attempt: a shopper tries again soon, but a loop must not spin on instant 503s. */
const PAUSE_AFTER_REFUSAL_MS = 100;

class Refusal extends Error {}

/** The shop's error code, or the whole message of an answer not in the shop's error shape. */
function whatShopSaid(body: string): string {
  try {
    const answer = JSON.parse(body) as { error?: { code?: string }; message?: string };
    return (
      answer.error?.code ?? `not the shop's error shape: ${JSON.stringify(answer.message ?? body)}`
    );
  } catch {
    return `not JSON: ${JSON.stringify(body.slice(0, 200))}`;
  }
}

/**
 * `writers` guest shoppers placing orders one after another through the shop's HTTP API, as the
 * checkout page does: a new guest each time (basket/add makes the session), basket/info for the
 * prices it confirms, then the order (courier, payment on receipt). Each comes from an address of
 * its own through the trusted loopback proxy (X-Forwarded-For), so the checkout's limit per
 * address does not stop the drill.
 */
export function startOrderWriter(
  origin: string,
  productIds: readonly number[],
  writers: number,
): OrderWriter {
  const acknowledged: Acknowledged[] = [];
  const refused: Refused[] = [];
  const waiting = new Set<(ack: Acknowledged) => void>();
  let stopping = false;
  let placed = 0;

  async function call(step: string, address: string, cookie: string, body?: unknown) {
    const [method, url] = step.split(' ') as [string, string];
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new Refusal(`${step}: ${(error as Error).name}${cause ? ` ${cause}` : ''}`);
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Refusal(`${step}: ${response.status} ${whatShopSaid(text)}`);
    }
    const session = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return { json: JSON.parse(text) as { result: unknown }, cookie: session ?? cookie };
  }

  async function placeOne(n: number): Promise<number> {
    const address = `10.88.${(n >> 8) & 255}.${n & 255}`;
    const productId = productIds[n % productIds.length];
    const added = await call('POST /api/catalog/basket/add', address, '', {
      productId,
      quantity: 1,
    });
    const info = await call('GET /api/catalog/basket/info', address, added.cookie);
    const { items } = info.json.result as {
      items: { productId: number; quantity: number; price: number }[];
    };
    const order = await call('POST /api/checkout/order', address, info.cookie, {
      idempotencyKey: `failover-drill-${n}-${Date.now()}`,
      contact: { name: 'Покупатель', phone: '+7 900 000-00-00', email: `drill-${n}@failover.test` },
      delivery: { kind: 'courier', address: 'Москва, ул. Ленина, 1' },
      payment: 'on_receipt',
      agree: true,
      consent: true,
      seen: items.map(({ productId: id, quantity, price }) => ({ productId: id, quantity, price })),
    });
    return (order.json.result as { orderId: number }).orderId;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        const orderId = await placeOne(placed++);
        const ack = { orderId, at: performance.now() };
        acknowledged.push(ack);
        for (const resolve of waiting) resolve(ack);
      } catch (error) {
        // Anything else is the drill's own fault, but it must not end the loop before cleanup.
        const what = error instanceof Refusal ? error.message : `not understood: ${String(error)}`;
        refused.push({ at: performance.now(), what });
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_REFUSAL_MS));
      }
    }
  }

  const loops = Promise.all(Array.from({ length: writers }, loop));
  return {
    acknowledged,
    refused,
    firstAckSince: (since, timeoutMs) => {
      const seen = acknowledged.find((ack) => ack.at >= since);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(null), timeoutMs);
        const settle = (ack: Acknowledged | null) => {
          clearTimeout(timer);
          waiting.delete(onAck);
          resolve(ack);
        };
        const onAck = (ack: Acknowledged) => {
          if (ack.at >= since) settle(ack);
        };
        waiting.add(onAck);
      });
    },
    stop: async () => {
      stopping = true;
      await loops;
    },
  };
}

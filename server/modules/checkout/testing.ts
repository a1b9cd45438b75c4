import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { csrfHeaders } from '../../lib/http/csrf';
import type { Visitor } from '../../testing/shopVisitor';

/** Test helpers of the checkout, shared by the checkout and payment suites. */

export const ORDER_URL = '/api/checkout/order';
export const OPTIONS_URL = '/api/checkout/options';

export interface SeenLine {
  productId: number;
  quantity: number;
  price: number;
}

/** Puts `quantity` pieces of each product in the visitor's basket. */
export async function fillBasket(
  v: Visitor,
  lines: readonly { productId: number; quantity: number }[],
): Promise<Visitor> {
  for (const line of lines) {
    const response = await v.post('/api/catalog/basket/add', line);
    expect(response.statusCode, response.body).toBe(200);
  }
  return v;
}

/** The basket as the checkout page shows it: what `seen` confirms. */
export async function seenBasket(v: Visitor): Promise<SeenLine[]> {
  const response = await v.get('/api/catalog/basket/info');
  const { items } = (response.json() as { result: { items: SeenLine[] } }).result;
  return items.map(({ productId, quantity, price }) => ({ productId, quantity, price }));
}

/** A valid order form for `seen`: a guest's contact, courier delivery, payment on receipt. */
export function orderForm(seen: SeenLine[], overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    contact: {
      name: 'Мария',
      phone: '+7 900 111-22-33',
      email: `buyer-${randomUUID()}@hobby.test`,
    },
    delivery: { kind: 'courier', address: 'Москва, ул. Ленина, 1, кв. 5' },
    payment: 'on_receipt',
    comment: '',
    agree: true,
    consent: true,
    seen,
    ...overrides,
  };
}

/**
 * Posts an order from a client address of its own: the checkout's limit per address would
 * otherwise count every shopper of a suite as one.
 */
export function placeFrom(app: FastifyInstance, v: Visitor, ip: string, form: unknown) {
  const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return app.inject({
    method: 'POST',
    url: ORDER_URL,
    payload: form as object,
    remoteAddress: ip,
    headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
  });
}

export interface PlacedAnswer {
  result: {
    orderId: number;
    account: 'signedIn' | 'linked' | 'created';
    payment: { confirmationUrl: string } | null;
  };
}

export interface ErrorAnswer {
  error: {
    code: string;
    message: string;
    lines?: Record<string, unknown>[];
  };
}

import type { Error as ApiError, OrderLineProblem } from '@features/api';
import { CHECKOUT_ERRORS } from './checkoutTexts';

/** Why an order was not placed, as the page shows it. */
export interface OrderFailure {
  /** The server's code (PRICE_CHANGED, OUT_OF_STOCK, BASKET_CHANGED, VALIDATION ...), or null. */
  code: string | null;
  /** The Russian text for the shopper. */
  message: string;
  /** The basket lines that stopped the order, each with its own message. */
  lines: OrderLineProblem[];
}

/**
 * The failure of POST /api/checkout/order from RTK Query's error: `{ status, data: { error } }`
 * (ARCHITECTURE §3), with `error.lines` on a 409; a general message when no answer came.
 */
export function orderFailureOf(failure: unknown): OrderFailure {
  const body = (failure as { data?: Partial<ApiError> } | null)?.data?.error;
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  return {
    code: typeof body?.code === 'string' ? body.code : null,
    message: message ?? CHECKOUT_ERRORS.unknown,
    lines: Array.isArray(body?.lines) ? body.lines : [],
  };
}

/**
 * A refused line as a sentence of its own: the server's message, after the product's name unless
 * the message already names it ('«Кот»: нет в наличии').
 */
export const lineProblemText = ({ name, message }: OrderLineProblem) =>
  message.includes(name) ? message : `${name}: ${message}`;

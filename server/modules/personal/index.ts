/**
 * The shopper's cabinet (spec §7). Other modules use only its address book: the checkout keeps
 * an order's address there.
 */
export { saveOrderAddress } from './private/queries';

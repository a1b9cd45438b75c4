import type { PlacedOrder } from '@features/api';

type Account = PlacedOrder['account'];

const keyOf = (orderId: number) => `checkout.account.${orderId}`;

/**
 * What placing the order did with the guest's account, kept for the order's confirmation page.
 * sessionStorage, because a card payment leaves the shop and returns to that page in the same
 * tab; storage that is full or switched off only costs the sentence about the account.
 */
export function rememberAccount(orderId: number, account: Account) {
  try {
    sessionStorage.setItem(keyOf(orderId), account);
  } catch {
    // Nothing to do: the confirmation then shows the order without the account sentence.
  }
}

export function rememberedAccount(orderId: number): Account | null {
  try {
    const value = sessionStorage.getItem(keyOf(orderId));
    return value === 'created' || value === 'linked' || value === 'signedIn' ? value : null;
  } catch {
    return null;
  }
}

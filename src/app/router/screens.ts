import type { ComponentType } from 'react';
import { lazyWithReload } from '@features/chunkReload';

/** A lazy route module that exports its screen by name (R-NAV-4: a failed chunk reloads once). */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazyWithReload<object>(() =>
    load().then((module): { default: ComponentType } => ({ default: module[name] })),
  );
}

// Every route's screen is its own chunk (ARCHITECTURE §4): shoppers download what they open.
export const PageScreen = lazyWithReload(() => import('../screens/PageScreen'));
export const FavoritesScreen = lazyScreen(
  () => import('@features/favorites/screens'),
  'FavoritesScreen',
);
export const CheckoutScreen = lazyScreen(
  () => import('@features/personal/checkout'),
  'CheckoutScreen',
);
// The cabinet (issue 15): one chunk for the layout and its pages.
const personal = () => import('@features/personal');
export const PersonalLayout = lazyScreen(personal, 'PersonalLayout');
export const PersonalHomeScreen = lazyScreen(personal, 'PersonalHomeScreen');
export const OrdersScreen = lazyScreen(personal, 'OrdersScreen');
export const OrderScreen = lazyScreen(personal, 'OrderScreen');
export const PurchasesScreen = lazyScreen(personal, 'PurchasesScreen');
export const MyReviewsScreen = lazyScreen(personal, 'MyReviewsScreen');
export const SubscriptionScreen = lazyScreen(personal, 'SubscriptionScreen');
export const PrivateDataScreen = lazyScreen(personal, 'PrivateDataScreen');
// The staff area (issue 12): its own chunks, fetched only once the server let a staff member in.
export const AdminLayout = lazyScreen(() => import('@features/admin'), 'AdminLayout');
export const AdminStartScreen = lazyScreen(() => import('@features/admin'), 'AdminStartScreen');
export const AdminToolScreen = lazyScreen(() => import('@features/admin'), 'AdminToolScreen');

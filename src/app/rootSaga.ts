import { all, fork } from 'redux-saga/effects';
import { sessionSagas, type SessionServices } from '@features/session';
import { keepFavoritesInSync } from '@features/favorites';
import { reportBasketEcommerce } from '@features/metrics';

export type AppServices = SessionServices;

/** Starts the shop-wide flows of ARCHITECTURE §4; each feature owns its own watcher. */
export function* rootSaga(services: AppServices) {
  yield all([fork(keepFavoritesInSync), fork(sessionSagas, services), fork(reportBasketEcommerce)]);
}

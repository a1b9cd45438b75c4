import { createAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@features/api';

/**
 * The user state was loaded for the first time in this page (`first`) or it now names another
 * person (hash or authorized changed). Favorites and metrics react to it.
 */
export const userStateChanged = createAction<{ user: UserInfo; first: boolean }>(
  'session/userStateChanged',
);

/** The shopper pressed 'Выйти'. */
export const logOutRequested = createAction('session/logOutRequested');

/** A request got 401 and waits for the user state to be reloaded (R-USER-5). */
export const userReloadRequested = createAction('session/userReloadRequested');

import { putResolve } from 'redux-saga/effects';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/**
 * Saga helper: dispatches an RTK Query thunk (`api.endpoints.x.initiate(...)`) and resumes with
 * its settled result (`{ data }` or `{ error }`; these promises never reject). Use with `yield*`
 * so the result keeps its type: `const { data } = yield* request(api.endpoints.getFavorites.initiate())`.
 */
export function* request<R>(
  thunk: ThunkAction<R, unknown, unknown, UnknownAction>,
): Generator<ReturnType<typeof putResolve>, Awaited<R>, Awaited<R>> {
  // putResolve dispatches through the thunk middleware and waits for the returned promise.
  return yield putResolve(thunk as unknown as UnknownAction);
}

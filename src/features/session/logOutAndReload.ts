import { call } from 'redux-saga/effects';
import { api, request } from '@features/api';

/**
 * R-USER-4: log out, then reload the page. The reload happens whatever the answer: the reloaded
 * page shows the session as the server now has it.
 */
export function* logOutAndReload(reloadPage: () => void) {
  yield* request(api.endpoints.signOut.initiate(undefined, { track: false }));
  yield call(reloadPage);
}

import { call } from 'redux-saga/effects';
import { reachGoal } from '@features/metrics';
import type { userStateChanged } from './sessionActions';
import { swapLastUserHash, takeNewRegistrationFlag } from './authEventStorage';

/** Goal names of spec §4 / R-USER-3. */
const REGISTERED_GOAL = 'registered';
const AUTHORIZED_GOAL = 'authorized';

/**
 * R-USER-3: when the user is authorized with a hash other than the last one seen in this browser
 * (newly signed in, or another account), send 'registered' if the registration form left its flag
 * (the flag is cleared), otherwise 'authorized'. The hash is remembered, so a reload sends nothing.
 */
export function* sendAuthorizationEvent({
  payload: { user },
}: ReturnType<typeof userStateChanged>) {
  const lastHash = swapLastUserHash(user.hash);
  if (!user.authorized || user.hash === lastHash) return;
  const goal = takeNewRegistrationFlag() ? REGISTERED_GOAL : AUTHORIZED_GOAL;
  yield call(reachGoal, goal);
}

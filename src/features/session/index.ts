export { userStateChanged, logOutRequested } from './sessionActions';
export { selectUser } from './sessionSelectors';
export {
  markNewRegistration,
  NEW_REGISTRATION_FLAG_KEY,
  LAST_USER_HASH_KEY,
} from './authEventStorage';
export { REGISTERED_GOAL, AUTHORIZED_GOAL } from './authorizationEvents';
export { createUserReloadGate, type UserReloadGate } from './userReloadGate';
export { sessionSagas, type SessionServices } from './sessionSagas';
export { USER_REFRESH_MS } from './userStateSagas';

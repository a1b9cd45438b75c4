export { userStateChanged, logOutRequested } from './sessionActions';
export { selectUser } from './sessionSelectors';
export { markNewRegistration } from './authEventStorage';
/** @internal exported for a test only */
export { NEW_REGISTRATION_FLAG_KEY } from './authEventStorage';
export { createUserReloadGate } from './userReloadGate';
export { sessionSagas, type SessionServices } from './sessionSagas';
/** @internal exported for a test only */
export { USER_REFRESH_MS } from './userStateSagas';

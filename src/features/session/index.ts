export { userStateChanged, logOutRequested } from './sessionActions';
export { selectUser } from './sessionSelectors';
export { markNewRegistration, NEW_REGISTRATION_FLAG_KEY } from './authEventStorage';
export { createUserReloadGate } from './userReloadGate';
export { sessionSagas, type SessionServices } from './sessionSagas';
export { USER_REFRESH_MS } from './userStateSagas';

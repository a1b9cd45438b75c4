export {
  clearSessionCookie,
  ensureSession,
  /** @internal exported for tests and benches only */
  SESSION_COOKIE,
  sessionPlugin,
  setSessionCookie,
} from './plugin';
export { requireUser, requireStaff } from './guards';
export { currentShopper, claimShopper, type Shopper } from './shopper';
export { CONTACT_REQUIRED, newUserSession, signOut, userInfo } from './service';
export { startSession } from './startSession';
export { normalizeEmail, normalizePhone, parseLogin } from './identity';
export { GUEST_SESSION, type RequestSession, type SessionUser } from './types';
export {
  deleteSession,
  findUserByEmail,
  findUserByPhone,
  findUserIdByEmail,
  findUserProfile,
  HAS_PASSWORD_SQL,
  insertShopperUser,
  insertUser,
  noPasswordHash,
  setSessionLocation,
  type UserCredentials,
  type UserProfileRow,
} from './queries';
export {
  claimMailToken,
  setExchange1cRight,
  setUserPassword,
  updateUserProfile,
} from './userUpdates';

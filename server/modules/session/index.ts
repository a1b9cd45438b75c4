export { sessionPlugin, ensureSession, setSessionCookie, SESSION_COOKIE } from './plugin';
export { requireUser, requireStaff, requireAdmin } from './guards';
export { userRoutes } from './routes';
export { currentShopper, claimShopper, type Shopper } from './shopper';
export {
  CONTACT_REQUIRED,
  newUserSession,
  openUserSession,
  type OpenedSession,
  type UserInfo,
} from './service';
export { startSession } from './startSession';
export { normalizeEmail, normalizePhone } from './identity';
export type { RequestSession, SessionUser } from './types';
export { findUserIdByEmail, insertShopperUser, type UserProfileRow } from './queries';
export { userInfo } from './service';
export { GUEST_SESSION } from './types';

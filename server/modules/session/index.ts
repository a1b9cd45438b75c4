export { sessionPlugin, ensureSession, SESSION_COOKIE } from './plugin';
export { requireUser, requireStaff, requireAdmin } from './guards';
export { userRoutes } from './routes';
export { currentShopper, claimShopper, type Shopper } from './shopper';
export type { RequestSession, SessionUser } from './types';

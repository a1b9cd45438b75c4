/** The signed-in user as every handler sees it (`request.session.user`). */
export interface SessionUser {
  id: number;
  name: string;
  isAdmin: boolean;
  isEditor: boolean;
}

/**
 * The visitor's session. `id` is null for a guest who has not changed anything yet: sessions are
 * created lazily (`ensureSession`) so that crawlers do not fill the table.
 */
export interface RequestSession {
  id: string | null;
  userId: number | null;
  locationId: number | null;
  user: SessionUser | null;
}

export const GUEST_SESSION: RequestSession = Object.freeze({
  id: null,
  userId: null,
  locationId: null,
  user: null,
});

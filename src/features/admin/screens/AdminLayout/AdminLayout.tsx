import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { ToastProvider } from '@ui/Toast';
import { RouterLink } from '@features/page';
import { selectUser } from '@features/session';
import { AdminLayoutView } from './AdminLayoutView';

/**
 * The `/admin/` route. The server already refused the page to everyone but staff (R-ROLE-2, the
 * route's loader shows its 404), so the user state only names who is signed in. The tools' save
 * and delete messages (spec §8) appear in the layout's toast host.
 */
export function AdminLayout() {
  const user = useSelector(selectUser);
  const { pathname } = useLocation();
  return (
    <AdminLayoutView
      currentPath={pathname}
      staffName={user?.name}
      role={user?.admin ? 'admin' : 'editor'}
      linkAs={RouterLink}
    >
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </AdminLayoutView>
  );
}

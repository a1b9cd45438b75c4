import { RouterLink } from '@features/page';
import { AdminStartView } from './AdminStartView';

export function AdminStartScreen() {
  return <AdminStartView linkAs={RouterLink} />;
}

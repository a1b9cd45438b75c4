import { useLocation } from 'react-router-dom';
import { adminToolOf } from '../../adminTools';
import { AdminToolView } from './AdminToolView';

/** The place of the tool the url names (the router only sends the six tools' paths here). */
export function AdminToolScreen() {
  const tool = adminToolOf(useLocation().pathname);
  return tool ? <AdminToolView tool={tool} /> : null;
}

import { useLocation } from 'react-router-dom';
import { adminToolOf } from '../../adminTools';
import { TOOL_SCREENS } from '../../toolScreens';
import { AdminToolView } from './AdminToolView';

/** The screen of the tool the url names (the router only sends the tools' paths here). */
export function AdminToolScreen() {
  const tool = adminToolOf(useLocation().pathname);
  if (!tool) return null;
  const Screen = TOOL_SCREENS[tool.href];
  return Screen ? <Screen /> : <AdminToolView tool={tool} />;
}

export { searchPages, searchRoutes } from './routes';
export { rebuildSearchWords } from './queries';
export { switchKeyboardLayout } from './keyboardLayout';

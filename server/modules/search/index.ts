export { rebuildSearchWords } from './queries';
export { switchKeyboardLayout } from './keyboardLayout';

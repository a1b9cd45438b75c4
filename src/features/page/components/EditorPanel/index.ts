export { EditorPanel } from './EditorPanel';

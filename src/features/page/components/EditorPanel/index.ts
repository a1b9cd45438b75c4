export { EditorPanel, type EditorPanelProps } from './EditorPanel';

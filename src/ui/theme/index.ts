export { ThemeProvider } from './ThemeProvider';

export { ThemeProvider, theme, type Theme } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';

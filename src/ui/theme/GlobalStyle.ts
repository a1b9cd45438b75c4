import { createGlobalStyle } from 'styled-components';
import '@fontsource/nunito/cyrillic-400.css';
import '@fontsource/nunito/cyrillic-600.css';
import '@fontsource/nunito/cyrillic-700.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-600.css';
import '@fontsource/nunito/latin-700.css';
import { cssVariables } from './cssVariables';

export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables()}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: var(--font-family);
    font-size: var(--font-size-md);
    line-height: 1.5;
    color: var(--color-text);
    background: var(--color-surface);
    font-variant-numeric: lining-nums;
  }
  a { color: var(--color-brand); }
  a:hover { color: var(--color-brand-hover); }
  :focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
  button, input, select, textarea { font: inherit; color: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

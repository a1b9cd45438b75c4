import { createGlobalStyle } from 'styled-components';
import './fonts/nunito.css';
import { cssVariables } from './cssVariables';

export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables()}
  }
  *, *::before, *::after { box-sizing: border-box; }
  /* Room a fixed overlay takes at the bottom (useFixedBottomSpace): scrolling to a focused
     element or an anchor stops above it, and the page's end can scroll out from under it. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-bottom: var(--fixed-bottom-space, 0px); }
  body {
    margin: 0;
    padding-bottom: var(--fixed-bottom-space, 0px);
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

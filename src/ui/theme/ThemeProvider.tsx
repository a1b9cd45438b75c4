import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { breakpoints, colors } from '../tokens';
import { GlobalStyle } from './GlobalStyle';

const theme = { breakpoints, colors } as const;

/** The one theme provider, used by the app and by Storybook. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}

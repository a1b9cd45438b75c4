import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ThemeProvider } from '@ui/theme';
import { fontFamily, fontWeights } from '@ui/tokens';
import { a11yGate, gradeA11yReports } from './a11yGate';
import { keepStoryShown } from './keepStoryShown';
import { viewports } from './viewports';
import { STATE_WAIT_MS } from '../src/testing/stateWait';

configure({ asyncUtilTimeout: STATE_WAIT_MS });

/**
 * Load every face of the self-hosted font (Cyrillic and Latin, each weight) before a story renders,
 * so play functions, the accessibility check and the screenshot all see the final text layout.
 */
async function loadFonts() {
  const family = fontFamily.split(',')[0] ?? fontFamily;
  await Promise.all(
    Object.values(fontWeights).map((weight) =>
      document.fonts.load(`${weight} 16px ${family}`, 'Аа Zz'),
    ),
  );
  await document.fonts.ready;
  return {};
}

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  loaders: [loadFonts],
  beforeEach: [gradeA11yReports, keepStoryShown],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    a11y: a11yGate,
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;

import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is an accessibility test: an axe violation fails the story test (not just a
    // warning in the panel). The iframe previews are sandboxed without same-origin, so axe cannot
    // look inside them; that is by design.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      // Only the toolbar's choice; a story's own data-theme wrapper still wins inside it.
      document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      return Story();
    },
  ],
};

export default preview;

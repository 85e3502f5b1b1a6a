import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The same module the stories reach through @askq/core/picker (workspace packages resolve to their source).
import { onDemandParser } from '../packages/core/src/picker';
import { receiptReadPart } from '../packages/ui/src/receipt';
import '../packages/ui/src/styles.css';
import './preview.css';

// How long a play function's `waitFor` / `findBy*` wait for their condition before failing. A bound
// that only a failing story reaches: generous, so that a story passes on a busy machine too.
configure({ asyncUtilTimeout: 15_000 });

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
  // The lenient parse is a chunk the picker loads the first time an input needs it (a chat loads it
  // while the first tool call streams in). Stories show each component's states, so it is loaded
  // before they render, as in such a chat; the busy card it shows meanwhile has a test of its own.
  // So is the receipt's result-text reader, which a receipt drawn from a text loads the same way.
  loaders: [() => onDemandParser.load(), () => receiptReadPart.load()],
  decorators: [
    (Story, context) => {
      // Only the toolbar's choice; a story's own data-theme wrapper still wins inside it.
      document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      return Story();
    },
  ],
};

export default preview;

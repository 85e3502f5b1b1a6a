// The page styles.test.ts drives: `window.__askqStyles.show(name)` renders one picker synchronously.
// Bundled by styles.test.ts from source; the page links src/styles.css as a consumer would.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from '../src/index.js';
import { fourQuestionsInput, longTextInput, pi200Input } from '../src/stories/fixtures.js';

const scenes = {
  /** Four questions: tabs, a review step, Next as the main button. */
  four: () => <AskUserQuestion input={fourQuestionsInput} />,
  /** One long question with notes: taller than a phone screen. */
  tall: () => <AskUserQuestion input={longTextInput} notes="always" />,
  /** 200 options: the filter field above them, whose code loads on first use. */
  long: () => <AskUserQuestion input={pi200Input} parser={parseAnyDialect} />,
};
export type StylesScene = keyof typeof scenes;

const root = createRoot(document.getElementById('root')!);

declare global {
  interface Window {
    __askqStyles: { show(scene: StylesScene): void };
  }
}

window.__askqStyles = {
  show(scene) {
    const Scene = scenes[scene];
    flushSync(() => root.render(<Scene key={Math.random()} />));
  },
};
document.body.dataset.ready = '';

// The page styles.test.ts drives: `window.__askqStyles.show(name)` renders one picker synchronously.
// Bundled by styles.test.ts from source; the page links src/styles.css as a consumer would.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseAskRequest, type AskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion, Receipt } from '../src/index.js';
import { fourQuestionsInput, longTextInput, pi200Input } from '../src/stories/fixtures.js';

const fourRequest = parseAskRequest(fourQuestionsInput).request as AskRequest;

const scenes = {
  /** Four questions: tabs, a review step, Next as the main button. */
  four: () => <AskUserQuestion input={fourQuestionsInput} />,
  /** One long question with notes: taller than a phone screen. */
  tall: () => <AskUserQuestion input={longTextInput} notes="always" />,
  /** 200 options: the filter field above them, whose code loads on first use. */
  long: () => <AskUserQuestion input={pi200Input} parser={parseAnyDialect} />,
  /** The declined receipts: a skip, and a reply in the chat (whose message the chat shows next). */
  receipts: () => (
    <>
      <Receipt request={fourRequest} outcome={{ type: 'declined', reason: 'dismissed', answers: {} }} data-testid="skipped" />
      <Receipt
        request={fourRequest}
        outcome={{ type: 'declined', reason: 'replied_in_chat', message: 'Wait, what does pnpm do differently?', answers: {} }}
        data-testid="replied"
      />
    </>
  ),
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

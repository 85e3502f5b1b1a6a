// The page touch.test.ts drives: `window.__askqTouch.show(name)` renders one picker synchronously.
// Bundled by touch.test.ts from source; the page links src/styles.css as a consumer would.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from '../src/index.js';
import { fourQuestionsInput, longTextInput, markdownPreviewInput, pi200Input } from '../src/stories/fixtures.js';

const URL_WORD = 'https://example.com/a/very/long/path/that/never/breaks/on/its/own/because/it/has/no/spaces/index.html';
const CODE_WORD = 'useAskUserQuestionSelectorWithAVeryLongIdentifierNameThatNeverBreaks';

/** Long unbroken words everywhere a model may put them: the question, a header, labels, descriptions, a preview. */
const unbrokenInput = {
  questions: [
    {
      question: `Should ${CODE_WORD} read ${URL_WORD}?`,
      header: CODE_WORD,
      multiSelect: false,
      options: [
        { label: CODE_WORD, description: `Fetches ${URL_WORD} once.`, preview: `const x = ${CODE_WORD}('${URL_WORD}');\n${'─'.repeat(80)}` },
        { label: URL_WORD, description: CODE_WORD },
      ],
    },
    { ...fourQuestionsInput.questions[1]!, header: `${CODE_WORD}2` },
  ],
};

const scenes = {
  /** Four questions: tabs, a review step, Skip and Chat about this. */
  four: () => <AskUserQuestion input={fourQuestionsInput} />,
  /** One long question with notes always shown. */
  tall: () => <AskUserQuestion input={longTextInput} notes="always" />,
  /** 200 options: the filter field above them. */
  long: () => <AskUserQuestion input={pi200Input} parser={parseAnyDialect} />,
  /** Markdown previews, one long enough to fold behind its button. */
  previews: () => <AskUserQuestion input={markdownPreviewInput} />,
  /** Words that cannot break at a space. */
  unbroken: () => <AskUserQuestion input={unbrokenInput} />,
  /** Inert while its input streams. */
  disabled: () => <AskUserQuestion input={fourQuestionsInput} disabled />,
};
export type TouchScene = keyof typeof scenes;

const root = createRoot(document.getElementById('root')!);

declare global {
  interface Window {
    __askqTouch: { show(scene: TouchScene): void };
  }
}

window.__askqTouch = {
  show(scene) {
    const Scene = scenes[scene];
    flushSync(() => root.render(<Scene key={Math.random()} />));
  },
};
document.body.dataset.ready = '';

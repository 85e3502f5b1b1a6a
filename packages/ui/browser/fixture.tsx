// The page the browser tests drive: `window.__askq.show(spec)` renders one scene synchronously.
// Bundled by harness.ts from source, with React in production mode.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseAskRequest, toClaudeResultText, type AskDraft, type AskOutcome, type AskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { isUrlElicitation, parseElicitation } from '@askq/core/elicitation';
import { AskUserQuestion, MarkdownPreview, Receipt } from '../src/index.js';
import { HtmlPreview } from '../src/html-preview.js';
import { ElicitationUrlCard } from '../src/elicitation-url-card.js';
import { frameDocument, surfaceStyle } from '../src/html-preview-sanitize.js';
import { fourQuestionsInput, pi200Input } from '../src/stories/fixtures.js';

export type Scene =
  /** One HTML preview, as askq renders it. */
  | { kind: 'preview'; html: string }
  /** The same fragment as HtmlPreview rendered it before it was sanitized: the control. */
  | { kind: 'unsanitized'; html: string; sandboxed?: boolean }
  /**
   * The fragment unsanitized in today's frame document: what the sandbox, the policy and the
   * frame's own style hold alone. `sandboxed: false` tests the document's own measures apart.
   */
  | { kind: 'bare'; html: string; sandboxed?: boolean }
  /** HTML previews `width` pixels wide, each sized by its own estimate (titled "Fit <i>"). */
  | { kind: 'fit'; htmls: string[]; width: number }
  /** The picker with one HTML preview, under a light or dark theme (else the page's). */
  | { kind: 'themed'; theme?: 'light' | 'dark'; html: string }
  /** The picker with HTML previews, each option's preview one of `htmls`. */
  | { kind: 'html-picker'; htmls: string[] }
  /** Every place model text reaches the DOM, all holding `payload`. */
  | { kind: 'sinks'; payload: string }
  /** The payloads as raw HTML in the page itself: the detector's control. */
  | { kind: 'raw'; payloads: string[] }
  /** Receipts of these result texts and Markdown previews of these texts. */
  | { kind: 'hostile'; resultTexts: string[]; markdowns: string[]; htmls: string[] }
  /** The drop-in picker on a story's input: four questions and a review step, or pi's 200 options (a filter, rows that scroll). */
  | { kind: 'picker'; input: 'four' | 'long'; disabled?: boolean }
  /** An MCP URL-mode elicitation for `url`, parsed: its card, or the parse's errors (`data-refused`). */
  | { kind: 'url-card'; url: string };

// What HtmlPreview put in the frame before the fix (only the policy; the fragment as it came).
const OLD_HEAD =
  '<!doctype html><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">`;
const FRAME = { display: 'block', width: 600, height: 240, border: 0 } as const;
const LIGHT = surfaceStyle({ scheme: 'light', background: '#fff', color: '#18181b' });

const root = createRoot(document.getElementById('root')!);

function claudeInput(payload: string) {
  return {
    title: payload,
    questions: [
      {
        question: payload,
        header: payload,
        placeholder: payload,
        multiSelect: false,
        options: [
          { label: payload, description: payload, preview: payload },
          { label: 'Plain option', description: payload },
        ],
      },
      { question: 'Second?', header: 'Two', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] },
    ],
  };
}

function Sinks({ payload }: { payload: string }) {
  const input = claudeInput(payload);
  const request = parseAskRequest(input).request as AskRequest | null;
  const draft: AskDraft = {
    drafts: { q1: { selected: [], other: { active: true, text: payload }, notes: payload } },
    activeIndex: 0,
    phase: 'answering',
  };
  const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: [payload], other: payload, notes: payload } } };
  const resultText = request ? toClaudeResultText(request, outcome) : payload;
  return (
    <>
      <section data-sink="markdown-picker">
        <AskUserQuestion input={input} defaultValue={draft} />
      </section>
      {/* At the review step: its answers are built only once it opens. */}
      <section data-sink="review-picker">
        <AskUserQuestion input={input} defaultValue={{ ...draft, phase: 'review' }} />
      </section>
      {/* Without a draft: an active Other hides the preview (as in Claude Code). */}
      <section data-sink="markdown-preview-picker">
        <AskUserQuestion input={input} parseOptions={{ previewFormat: 'markdown' }} />
      </section>
      <section data-sink="markdown-preview">
        <MarkdownPreview markdown={payload} />
      </section>
      <section data-sink="html-picker">
        <AskUserQuestion input={input} parseOptions={{ previewFormat: 'html' }} />
      </section>
      <section data-sink="html-preview">
        <HtmlPreview html={payload} title="Preview" style={FRAME} />
      </section>
      <section data-sink="receipt-outcome">{request && <Receipt request={request} outcome={outcome} />}</section>
      <section data-sink="receipt-text-request">{request && <Receipt resultText={resultText} request={request} />}</section>
      <section data-sink="receipt-text">
        <Receipt resultText={resultText} />
      </section>
      <section data-sink="receipt-plain">
        <Receipt resultText={payload} />
      </section>
      <section data-sink="input-error">
        <AskUserQuestion input={{ questions: [{ question: payload, header: 'H', options: [{ label: payload }, { label: payload }] }] }} />
      </section>
    </>
  );
}

function Scene({ scene }: { scene: Scene }) {
  switch (scene.kind) {
    case 'preview':
      return <HtmlPreview html={scene.html} title="Preview" style={FRAME} />;
    case 'unsanitized':
      return <iframe title="Preview" sandbox={scene.sandboxed === false ? undefined : ''} referrerPolicy="no-referrer" srcDoc={OLD_HEAD + scene.html} style={FRAME} />;
    case 'bare':
      return <iframe title="Preview" sandbox={scene.sandboxed === false ? undefined : ''} referrerPolicy="no-referrer" srcDoc={frameDocument(scene.html, LIGHT)} style={FRAME} />;
    case 'fit':
      return (
        <>
          {scene.htmls.map((html, i) => (
            <HtmlPreview key={i} html={html} title={`Fit ${i}`} style={{ display: 'block', width: scene.width, border: 0 }} />
          ))}
        </>
      );
    case 'themed':
      return (
        <div data-theme={scene.theme}>
          <AskUserQuestion
            parseOptions={{ previewFormat: 'html' }}
            input={{ questions: [{ question: 'Which card?', header: 'Card', multiSelect: false, options: [{ label: 'Card', preview: scene.html }, { label: 'None' }] }] }}
          />
        </div>
      );
    case 'html-picker':
      return (
        <AskUserQuestion
          parseOptions={{ previewFormat: 'html', limits: { maxOptions: 100 } }}
          input={{
            questions: [
              {
                question: 'Which layout?',
                header: 'Layout',
                multiSelect: false,
                options: scene.htmls.map((html, i) => ({ label: `Layout ${i + 1}`, description: 'd', preview: html })),
              },
            ],
          }}
        />
      );
    case 'sinks':
      return <Sinks payload={scene.payload} />;
    case 'raw':
      return (
        <>
          {scene.payloads.map((html, i) => (
            <div key={i} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </>
      );
    case 'hostile':
      return (
        <>
          {scene.resultTexts.map((text, i) => (
            <Receipt key={`r${i}`} resultText={text} />
          ))}
          {scene.markdowns.map((markdown, i) => (
            <AskUserQuestion
              key={`m${i}`}
              parseOptions={{ previewFormat: 'markdown' }}
              input={{ questions: [{ question: 'Q?', header: 'H', options: [{ label: 'A', preview: markdown }, { label: 'B' }] }] }}
            />
          ))}
          {scene.htmls.map((html, i) => (
            <HtmlPreview key={`h${i}`} html={html} title={`Preview ${i}`} style={FRAME} />
          ))}
        </>
      );
    case 'url-card': {
      const { request, issues } = parseElicitation({ mode: 'url', message: 'Connect your account.', elicitationId: 'e-1', url: scene.url }, { serverName: 'Server' });
      if (request && isUrlElicitation(request)) return <ElicitationUrlCard request={request} autoFocus={false} />;
      return <pre data-refused="">{issues.map((issue) => issue.message).join('\n')}</pre>;
    }
    case 'picker':
      return scene.input === 'four' ? (
        <AskUserQuestion input={fourQuestionsInput} disabled={scene.disabled} />
      ) : (
        <AskUserQuestion input={pi200Input} parser={parseAnyDialect} disabled={scene.disabled} />
      );
  }
}

declare global {
  interface Window {
    __askq: { show(scene: Scene): void; clear(): void };
  }
}

window.__askq = {
  show(scene) {
    flushSync(() => root.render(<Scene key={Math.random()} scene={scene} />));
  },
  clear() {
    flushSync(() => root.render(null));
  },
};
document.body.dataset.ready = '';

'use client';
import { useId, useState } from 'react';
import type { AskQuestionApi } from '@askq/react';
import type { LabelsInEffect } from './labels-provider.js';
import { previewLabels } from './preview-labels.js';
import type { MarkdownPreviewProps } from './preview-props.js';
import { HtmlPreview } from './html-preview.js';

// The preview pane's own chunk, loaded by `Preview` (preview.tsx) as soon as a question with
// previews mounts: in a streamed picker that is while the question streams in, still inert. Most
// questions have no previews, so most pickers never load it. What it needs from the picker comes
// in as props (the labels, the previewed option), so it moves no code the picker also loads into a
// chunk of its own; the HTML frame and its sanitizer are chunks of their own again (html-preview.tsx).

/**
 * The preview's lines, trailing newlines dropped. A loop, not `/\n+$/`: that regex retries from
 * every newline of every inner run, quadratic on model text (100,000 newlines took 16 s to render).
 */
export function previewLines(markdown: string): string[] {
  let end = markdown.length;
  while (end > 0 && markdown.charCodeAt(end - 1) === 10) end--;
  return markdown.slice(0, end).split('\n');
}

/** `MarkdownPreview` (markdown-preview.tsx, documented there), given the labels by its caller. */
export function MarkdownBox({ markdown, label, renderMarkdown, maxLines = 16, labels: given }: MarkdownPreviewProps & { labels: LabelsInEffect }) {
  // Its English fold labels come with it, under the labels in effect.
  const labels = { ...previewLabels, ...given };
  const textId = useId();
  // Unfolded for this text only: another option's preview shows folded again. The same elements
  // show it (no remount), so keyboard focus on the text or its fold button stays when the
  // previewed option changes under it (a mouse passing over the rows).
  const [unfolded, setUnfolded] = useState<string>();
  const expanded = unfolded === markdown;
  const lines = previewLines(markdown);
  const hidden = expanded ? 0 : Math.max(0, lines.length - maxLines);
  const shown = hidden ? lines.slice(0, maxLines).join('\n') : lines.join('\n');
  const clipped = lines.length > maxLines;
  return (
    <>
      {renderMarkdown ? (
        renderMarkdown(shown)
      ) : (
        <pre id={textId} data-slot="askq-preview-text" role="figure" aria-label={label ?? labels.preview} tabIndex={0}>
          {shown}
        </pre>
      )}
      {clipped && (
        // A disclosure button: its name says what is folded away, aria-expanded whether it is.
        <button
          type="button"
          data-slot="askq-button"
          data-variant="disclosure"
          aria-expanded={expanded}
          aria-controls={renderMarkdown ? undefined : textId}
          onClick={() => setUnfolded(expanded ? undefined : markdown)}
        >
          {expanded ? labels.showLess : labels.linesHidden(lines.length - maxLines)}
        </button>
      )}
    </>
  );
}

export interface PreviewPaneProps extends Pick<MarkdownPreviewProps, 'renderMarkdown' | 'maxLines'> {
  /** The option whose preview is shown (one that has a preview). */
  option: NonNullable<AskQuestionApi['previewOption']>;
  labels: LabelsInEffect;
}

/** What the loaded `Preview` shows inside its box for an option with a preview: its Markdown or HTML. */
export function PreviewPane({ option, labels, renderMarkdown, maxLines }: PreviewPaneProps) {
  const preview = option.preview ?? '';
  const { previewFrame } = { ...previewLabels, ...labels };
  return option.previewFormat === 'html' ? (
    <HtmlPreview key={option.id} html={preview} title={`${previewFrame}: ${option.displayLabel}`} />
  ) : (
    <MarkdownBox markdown={preview} label={option.displayLabel} renderMarkdown={renderMarkdown} maxLines={maxLines} labels={labels} />
  );
}

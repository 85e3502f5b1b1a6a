'use client';
import { useState, type ReactNode } from 'react';
import { useAskLabels } from './labels-provider.js';

/**
 * Plug in a rich Markdown renderer; the default is the text as-is in a monospace box.
 *
 * Trust: `markdown` is raw model output (or an old transcript's), unchecked, and what the renderer
 * returns is drawn in your page itself, with no sandbox. Render it as React elements, never through
 * `dangerouslySetInnerHTML`; skip raw HTML; drop `javascript:` and other non-http(s) URLs; and
 * leave out images (and, if you can, links), since a remote image is a request that tells a server
 * someone is reading. The package README shows such a renderer.
 */
export type RenderMarkdown = (markdown: string) => ReactNode;

export interface MarkdownPreviewProps {
  markdown: string;
  /** A rich renderer for the preview. It receives raw model text: see `RenderMarkdown`. */
  renderMarkdown?: RenderMarkdown | undefined;
  /** Lines shown before the rest is folded behind an "N lines hidden" control. @default 16 */
  maxLines?: number | undefined;
}

/**
 * The preview's lines, trailing newlines dropped. A loop, not `/\n+$/`: that regex retries from
 * every newline of every inner run, quadratic on model text (100,000 newlines took 16 s to render).
 */
export function previewLines(markdown: string): string[] {
  let end = markdown.length;
  while (end > 0 && markdown.charCodeAt(end - 1) === 10) end--;
  return markdown.slice(0, end).split('\n');
}

/**
 * A Markdown preview. Claude Code shows these as a monospace box (they are often ASCII mockups or
 * code), so that is the default; long ones are clipped with an expand control, as in the terminal.
 */
export function MarkdownPreview({ markdown, renderMarkdown, maxLines = 16 }: MarkdownPreviewProps) {
  const labels = useAskLabels();
  const [expanded, setExpanded] = useState(false);
  const lines = previewLines(markdown);
  const hidden = expanded ? 0 : Math.max(0, lines.length - maxLines);
  const shown = hidden ? lines.slice(0, maxLines).join('\n') : lines.join('\n');
  const clipped = lines.length > maxLines;
  return (
    <>
      {renderMarkdown ? renderMarkdown(shown) : <pre data-slot="askq-preview-text" tabIndex={0}>{shown}</pre>}
      {clipped && (
        <button
          type="button"
          data-slot="askq-button"
          data-variant="ghost"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.showLess : labels.linesHidden(lines.length - maxLines)}
        </button>
      )}
    </>
  );
}

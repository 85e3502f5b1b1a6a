'use client';
import { useState, type ReactNode } from 'react';
import { useAskLabels } from './labels-provider.js';

/** Plug in a rich Markdown renderer; the default is the text as-is in a monospace box. */
export type RenderMarkdown = (markdown: string) => ReactNode;

export interface MarkdownPreviewProps {
  markdown: string;
  renderMarkdown?: RenderMarkdown | undefined;
  /** Lines shown before the rest is folded behind an "N lines hidden" control. @default 16 */
  maxLines?: number | undefined;
}

/**
 * A Markdown preview. Claude Code shows these as a monospace box (they are often ASCII mockups or
 * code), so that is the default; long ones are clipped with an expand control, as in the terminal.
 */
export function MarkdownPreview({ markdown, renderMarkdown, maxLines = 16 }: MarkdownPreviewProps) {
  const labels = useAskLabels();
  const [expanded, setExpanded] = useState(false);
  const lines = markdown.replace(/\n+$/, '').split('\n');
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

'use client';
import type { HTMLAttributes } from 'react';
import { useQuestionContext } from './context.js';
import { useAskLabels } from './labels-provider.js';
import { HtmlPreview } from './html-preview.js';
import { MarkdownPreview, type RenderMarkdown } from './markdown-preview.js';

export type { RenderMarkdown };

export interface PreviewProps extends HTMLAttributes<HTMLDivElement> {
  /** A rich renderer for Markdown previews. It receives raw model text: see `RenderMarkdown`. */
  renderMarkdown?: RenderMarkdown | undefined;
  /** Markdown lines shown before folding. @default 16 */
  maxLines?: number;
}

/** The preview of the focused option (else the selected one, else the first) of the enclosing `Question`. */
export function Preview({ renderMarkdown, maxLines, ...props }: PreviewProps) {
  const api = useQuestionContext('Preview');
  const labels = useAskLabels();
  const option = api.previewOption;
  const preview = option?.preview;
  return (
    <div
      {...props}
      role="group"
      aria-label={option ? `${labels.preview}: ${option.displayLabel}` : labels.preview}
      data-slot="askq-preview"
      data-state={preview ? option?.previewFormat ?? 'markdown' : 'empty'}
    >
      {!preview ? (
        labels.noPreview
      ) : option?.previewFormat === 'html' ? (
        <HtmlPreview key={option.id} html={preview} title={`${labels.previewFrame}: ${option.displayLabel}`} />
      ) : (
        <MarkdownPreview key={option?.id} markdown={preview} renderMarkdown={renderMarkdown} maxLines={maxLines} />
      )}
    </div>
  );
}

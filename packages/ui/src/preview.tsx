'use client';
import type { HTMLAttributes } from 'react';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { useQuestionId } from './context.js';
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
  // Only the previewed option: typing in Other or notes leaves the preview alone.
  const option = useAskQuestionSelector(useQuestionId('Preview'), selectPreviewOption);
  const labels = useAskLabels();
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
        <MarkdownPreview key={option?.id} markdown={preview} label={option?.displayLabel} renderMarkdown={renderMarkdown} maxLines={maxLines} />
      )}
    </div>
  );
}

const selectPreviewOption = (api: AskQuestionApi) => api.previewOption;

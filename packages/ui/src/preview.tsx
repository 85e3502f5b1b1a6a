'use client';
import type { HTMLAttributes } from 'react';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { useQuestionId } from './context.js';
import { usePickerLabels } from './labels-provider.js';
import { lazyPart, usePart } from './lazy-part.js';
import type { RenderMarkdown } from './preview-props.js';

export type { RenderMarkdown };

export interface PreviewProps extends HTMLAttributes<HTMLDivElement> {
  /** A rich renderer for Markdown previews. It receives raw model text: see `RenderMarkdown`. */
  renderMarkdown?: RenderMarkdown | undefined;
  /** Markdown lines shown before folding. @default 16 */
  maxLines?: number | undefined;
}

/**
 * Most questions have no previews (Claude Code's are optional, and single-select only), so what
 * fills the preview's box (the Markdown box and its fold control, the HTML frame's shell) is a
 * chunk of its own (preview-pane.tsx), asked for when the first question with previews mounts: in
 * a streamed picker that is while it streams in, well before it can be used.
 */
export const previewPart = lazyPart(() => import('./preview-pane.js'));

/**
 * The preview of the focused option (else the selected one, else the first) of the enclosing `Question`.
 *
 * Loaded on first use: until its chunk is there (once per page) a preview is the same box, empty
 * and busy (an option without one says so at once: that needs no chunk); if the chunk cannot be
 * loaded, the preview's text as it came, in a plain monospace box.
 */
export function Preview({ renderMarkdown, maxLines, ...props }: PreviewProps) {
  // Only the previewed option: typing in Other or notes leaves the preview alone.
  const option = useAskQuestionSelector(useQuestionId('Preview'), selectPreviewOption);
  const labels = usePickerLabels();
  const part = usePart(previewPart);
  const preview = option?.preview;
  return (
    <div
      {...props}
      role="group"
      aria-label={option ? `${labels.preview}: ${option.displayLabel}` : labels.preview}
      aria-busy={(preview && part === undefined) || undefined}
      data-slot="askq-preview"
      data-state={preview ? option?.previewFormat ?? 'markdown' : 'empty'}
    >
      {!option || !preview ? (
        labels.noPreview
      ) : part ? (
        <part.PreviewPane option={option} labels={labels} renderMarkdown={renderMarkdown} maxLines={maxLines} />
      ) : (
        // Not loaded (a chunk that did not download): the text as it came, never a blank.
        part === null && <pre data-slot="askq-preview-text">{preview}</pre>
      )}
    </div>
  );
}

const selectPreviewOption = (api: AskQuestionApi) => api.previewOption;

'use client';
import type { ReactNode } from 'react';
import { usePickerLabels } from './labels-provider.js';
import { MarkdownBox } from './preview-pane.js';

export { previewLines } from './preview-pane.js';

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
  /** The accessible name of the default monospace box (a figure). @default labels.preview */
  label?: string | undefined;
  /** A rich renderer for the preview. It receives raw model text: see `RenderMarkdown`. */
  renderMarkdown?: RenderMarkdown | undefined;
  /** Lines shown before the rest is folded behind an "N lines hidden" control. @default 16 */
  maxLines?: number | undefined;
}

/**
 * A Markdown preview. Claude Code shows these as a monospace box (they are often ASCII mockups or
 * code), so that is the default; long ones are clipped with an expand control, as in the terminal.
 *
 * For screen readers the box is a named figure (`role="figure"`, named after the option). A
 * mockup drawn in text (box-drawing characters, `+--+`, `|`) read as text is noise: a focusable
 * `<pre>` with no role is named by its content, so tabbing to it read the whole drawing out symbol
 * by symbol ("box drawings light down and right..."). A figure's name comes only from its label,
 * so focus announces "Sidebar, figure" and stops there; the lines are still in the document, and
 * a user who wants them reads them line by line with the reading keys, as any preformatted text.
 * `role="img"` would have hidden them for good (an image's content is never read), and an
 * `aria-roledescription` ("text diagram") would replace the role's name that screen readers
 * already translate, with one every host would have to.
 */
export function MarkdownPreview(props: MarkdownPreviewProps) {
  return <MarkdownBox {...props} labels={usePickerLabels()} />;
}

import type { IframeHTMLAttributes, ReactNode } from 'react';

// The previews' public props, in a file of their own: the parts (markdown-preview.tsx,
// html-preview.tsx) and the chunks they load (preview-pane.tsx, html-preview-frame.tsx) all read
// them, and neither side imports the other for a type.

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

/** `HtmlPreview`'s props: the fragment, and the frame's accessible name. */
export interface HtmlPreviewProps extends IframeHTMLAttributes<HTMLIFrameElement> {
  html: string;
  title: string;
}

'use client';
import type { MarkdownPreviewProps } from './preview-props.js';
import { usePickerLabels } from './labels-provider.js';
import { MarkdownBox } from './preview-pane.js';

export { previewLines } from './preview-pane.js';
export type { MarkdownPreviewProps, RenderMarkdown } from './preview-props.js';

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

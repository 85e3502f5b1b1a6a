'use client';
/**
 * `@askq/ui/html-preview`: `HtmlPreview`, the sandboxed frame the picker shows HTML previews in, for
 * a custom picker built from the parts. An entry of its own: the drop-in loads it with its preview
 * pane, on first use, so a picker that never shows a preview does not load it up front.
 */
import type { HtmlPreviewProps } from './preview-props.js';
import { lazyPart, usePart } from './lazy-part.js';

export type { HtmlPreviewProps } from './preview-props.js';

/**
 * The frame and the sanitizer (with the rest of what only HTML previews need: the frame's document,
 * colours and height estimate) are two chunks, asked for together the first time an HTML preview is
 * shown: only `previewFormat: 'html'` questions need them. Once loaded they are used synchronously
 * by every frame after.
 */
const htmlPreviewPart = lazyPart(() =>
  Promise.all([import('./html-preview-frame.js'), import('./html-preview-sanitize.js')]).then(([frame, sanitizer]) => ({ ...frame, sanitizer })),
);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An HTML preview is untrusted model output, so it renders in `sandbox=""`: no scripts, no
 * same-origin access, no forms, popups or top navigation. Before that, the fragment is rebuilt
 * without anything that could reach the network or move the frame (remote images, frames, links,
 * forms, `<meta>` refresh, `<base>`, preconnect hints, CSS `url()`s, `srcset`, SVG references);
 * the browser's own parser is used for that, so on the server the frame is rendered empty and
 * filled in once the page hydrates and the frame's chunks (loaded on first use) are there. A
 * fragment that cannot be cleaned reliably is shown as its source text, and so is every fragment
 * while those chunks cannot be loaded (offline), under a policy with no network.
 *
 * Height: the page cannot read the frame's content height (that needs same-origin, or scripts
 * posting it out, and either one would weaken the sandbox), and rendering the fragment in the page
 * to measure it would put model output in the page itself. So the sanitizer, which holds the
 * fragment parsed (inert), estimates the height from its structure and the frame's width (text
 * lines, blocks and their margins, tables, flex rows and grids, images, SVGs and controls at their
 * declared sizes), erring tall. The frame takes that height between a small minimum and
 * `--askq-preview-height` (16rem by default; also the height while nothing is estimated yet),
 * scrolls inside past it, and the user can still drag it taller (CSS `resize`).
 *
 * Colours: the frame shows the picker's surface and text, and its colour scheme (`frameTheme` in
 * html-preview-sanitize.ts).
 */
export function HtmlPreview({ html, ...props }: HtmlPreviewProps) {
  const part = usePart(htmlPreviewPart);
  const source = `<pre>${escapeHtml(html)}</pre>`;
  if (part) return <part.HtmlPreviewFrame {...props} html={html} source={source} sanitizer={part.sanitizer} />;
  return (
    <iframe
      {...props}
      data-slot="askq-preview-frame"
      // Still loading (and on the server): the frame's empty, busy box. Not loaded: the source.
      aria-busy={part === undefined || undefined}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={part === null ? `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'">${source}` : undefined}
    />
  );
}

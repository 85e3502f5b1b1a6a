'use client';
import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import type { HtmlPreviewProps } from './preview-props.js';

// The HTML preview's own chunk, loaded by `HtmlPreview` (html-preview.tsx) the first time one is
// shown, next to the sanitizer's (html-preview-sanitize.ts, handed over as `sanitizer`). Only
// `previewFormat: 'html'` questions have such previews, so a picker that never shows one loads
// neither. It imports nothing the picker also loads, so splitting it off moves no shared code.

// useLayoutEffect warns during server rendering ("use client" files still render on the server).
const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The loaded `HtmlPreview` (documented there), given the sanitizer module and the fragment as
 * source text (the document of a fragment that cannot be cleaned) by it.
 */
export function HtmlPreviewFrame({ html, title, style, sanitizer: m, source, ...props }: HtmlPreviewProps & { sanitizer: typeof import('./html-preview-sanitize.js'); source: string }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [theme, setTheme] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  // Read before the first paint, so the frame's one document is in the page's colours.
  useIsoLayoutEffect(() => (frame ? m.watchFrame(frame, setTheme, setWidth) : undefined), [frame, m]);
  const cleaned = useMemo(() => m.cleanPreviewHtml(html), [m, html]);
  const fit = useMemo(() => (cleaned && width > 0 ? m.estimatePreviewHeight(cleaned.body, width) : Infinity), [m, cleaned, width]);
  const srcDoc = useMemo(() => {
    if (theme === null) return undefined;
    return m.frameDocument(cleaned ? cleaned.html : source, theme);
  }, [m, cleaned, theme, source]);
  return (
    <iframe
      {...props}
      // One element per document. Chromium sometimes drops a srcdoc change that comes while the
      // frame is still loading the one before (the frame then stays on the old document), and a
      // new document comes soon after the first whenever the preview streams in or the page
      // switches theme. So the frame is only given a document once its colours are read and its
      // fragment cleaned (an empty, busy frame until then), and a new document is a new frame.
      key={srcDoc ?? ''}
      ref={setFrame}
      data-slot="askq-preview-frame"
      aria-busy={srcDoc === undefined || undefined}
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      style={Number.isFinite(fit) ? ({ '--_preview-fit': `${fit}px`, ...style } as CSSProperties) : style}
    />
  );
}

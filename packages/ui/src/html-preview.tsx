'use client';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type CSSProperties, type IframeHTMLAttributes } from 'react';
import type { CleanPreview } from './html-preview-sanitize.js';

interface Sanitizer {
  clean: (html: string) => CleanPreview | null;
  estimate: (body: HTMLElement, width: number) => number;
  document: (body: string, theme: string) => string;
  watch: (frame: HTMLIFrameElement, onTheme: (theme: string) => void, onWidth: (width: number) => void) => () => void;
}

// The sanitizer (with the rest of what only HTML previews need: the frame's document, colours and
// height estimate) is loaded the first time an HTML preview is shown: only `previewFormat: 'html'`
// questions need it, so a picker that never shows one never loads it. Once loaded it is used
// synchronously by every frame after.
let sanitizer: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;
function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./html-preview-sanitize.js').then(
    (m) => (sanitizer = { clean: m.cleanPreviewHtml, estimate: m.estimatePreviewHeight, document: m.frameDocument, watch: m.watchFrame }),
    // It could not be loaded (a chunk failed to download): this frame shows the fragment as its
    // source text, under a policy with no network, and the next frame tries again.
    (): Sanitizer => {
      loading = undefined;
      return {
        clean: () => null,
        estimate: () => Infinity,
        document: (body) => `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'">${body}`,
        watch: (_, onTheme) => (onTheme(''), () => undefined),
      };
    },
  );
  return loading;
}

/** The sanitizer once it is loaded (and the page is hydrated); undefined until then. */
function useSanitizer(): Sanitizer | undefined {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(() => sanitizer);
  useEffect(() => {
    if (!hydrated || loaded) return;
    let live = true;
    void loadSanitizer().then((fn) => live && setLoaded(() => fn));
    return () => {
      live = false;
    };
  }, [hydrated, loaded]);
  return hydrated ? (loaded ?? sanitizer) : undefined;
}

// useLayoutEffect warns during server rendering ("use client" files still render on the server).
const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface HtmlPreviewProps extends IframeHTMLAttributes<HTMLIFrameElement> {
  html: string;
  title: string;
}

const noSubscription = () => () => undefined;

/** False on the server and while hydrating (so both render the same), true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An HTML preview is untrusted model output, so it renders in `sandbox=""`: no scripts, no
 * same-origin access, no forms, popups or top navigation. Before that, the fragment is rebuilt
 * without anything that could reach the network or move the frame (remote images, frames, links,
 * forms, `<meta>` refresh, `<base>`, preconnect hints, CSS `url()`s, `srcset`, SVG references);
 * the browser's own parser is used for that, so on the server the frame is rendered empty and
 * filled in once the page hydrates and the sanitizer (loaded on first use) is there. A fragment
 * that cannot be cleaned reliably is shown as its source text.
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
export function HtmlPreview({ html, title, style, ...props }: HtmlPreviewProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [theme, setTheme] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  const sanitize = useSanitizer();
  // Read before the first paint, so the frame's one document is in the page's colours.
  useIsoLayoutEffect(() => (frame && sanitize ? sanitize.watch(frame, setTheme, setWidth) : undefined), [frame, sanitize]);
  const cleaned = useMemo(() => (sanitize ? sanitize.clean(html) : undefined), [sanitize, html]);
  const fit = useMemo(() => (sanitize && cleaned && width > 0 ? sanitize.estimate(cleaned.body, width) : Infinity), [sanitize, cleaned, width]);
  const srcDoc = useMemo(() => {
    if (!sanitize || cleaned === undefined || theme === null) return undefined;
    return sanitize.document(cleaned ? cleaned.html : `<pre>${escapeHtml(html)}</pre>`, theme);
  }, [sanitize, cleaned, theme, html]);
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

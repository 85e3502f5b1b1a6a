'use client';
import { useEffect, useMemo, useState, useSyncExternalStore, type IframeHTMLAttributes } from 'react';

type Sanitize = (html: string) => string | null;

// The sanitizer is loaded the first time an HTML preview is shown: only `previewFormat: 'html'`
// questions need it, so a picker that never shows one never loads it. Once loaded it is used
// synchronously by every frame after.
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./html-preview-sanitize.js').then(
    (m) => (sanitizer = m.sanitizePreviewHtml),
    // It could not be loaded (a chunk failed to download): this frame shows the fragment as its
    // source text, and the next frame tries again.
    (): Sanitize => {
      loading = undefined;
      return () => null;
    },
  );
  return loading;
}

/** The sanitizer once it is loaded (and the page is hydrated); undefined until then. */
function useSanitizer(): Sanitize | undefined {
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

// No network at all from the fragment (a remote image is a tracking pixel); inline styles and
// data: images only. Scripts are already off through the sandbox. The policy is the second line:
// the fragment has already lost everything that names a URL (html-preview-sanitize.ts), since a
// preconnect or a link click gets past a policy.
const HEAD =
  '<!doctype html><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'">` +
  '<style>body{margin:8px;font:14px/1.45 system-ui,sans-serif;color:#18181b;background:#fff}img{max-width:100%}pre{white-space:pre-wrap}</style>';

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
 * without anything that could reach the network (remote images, frames, links, forms, `<meta>`
 * refresh, `<base>`, preconnect hints, CSS `url()`s, `srcset`, SVG references); the browser's own
 * parser is used for that, so on the server the frame is rendered empty and filled in once the
 * page hydrates and the sanitizer (loaded on first use) is there. A fragment that cannot be
 * cleaned reliably is shown as its source text.
 *
 * The page cannot read the frame's content height (that needs same-origin, or scripts posting it
 * out, and either one would weaken the sandbox), so the frame has a fixed height
 * (`--askq-preview-height`, 16rem by default), scrolls inside, and the user can drag it taller
 * (CSS `resize`).
 */
export function HtmlPreview({ html, title, ...props }: HtmlPreviewProps) {
  const sanitize = useSanitizer();
  const body = useMemo(() => {
    if (!sanitize) return null;
    return sanitize(html) ?? `<pre>${escapeHtml(html)}</pre>`;
  }, [sanitize, html]);
  return (
    <iframe
      {...props}
      data-slot="askq-preview-frame"
      aria-busy={body === null || undefined}
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={HEAD + (body ?? '')}
    />
  );
}

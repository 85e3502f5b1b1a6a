'use client';
import type { IframeHTMLAttributes } from 'react';

// No network at all from the fragment (a remote image is a tracking pixel); inline styles and
// data: images only. Scripts are already off through the sandbox.
const HEAD =
  '<!doctype html><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">` +
  '<style>body{margin:8px;font:14px/1.45 system-ui,sans-serif;color:#18181b;background:#fff}img{max-width:100%}</style>';

export interface HtmlPreviewProps extends IframeHTMLAttributes<HTMLIFrameElement> {
  html: string;
  title: string;
}

/**
 * An HTML preview is untrusted model output, so it renders in `sandbox=""`: no scripts, no
 * same-origin access, no forms, popups or top navigation. The price is that the page cannot read
 * the frame's content height (that needs same-origin, or scripts posting it out, and either one
 * would weaken the sandbox), so the frame has a fixed height (`--askq-preview-height`, 16rem by
 * default), scrolls inside, and the user can drag it taller (CSS `resize`).
 */
export function HtmlPreview({ html, title, ...props }: HtmlPreviewProps) {
  return (
    <iframe
      {...props}
      data-slot="askq-preview-frame"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={HEAD + html}
    />
  );
}

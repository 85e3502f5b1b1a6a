// An HTML preview is model output shown in a sandboxed frame under `default-src 'none'`. That
// leaves gaps the sandbox and the CSP do not close: Chromium preconnects (DNS + TCP) to an
// `<iframe src>` or a `<link rel=preconnect>` before the policy applies, and a click on a link
// navigates the frame itself to a remote page that then renders under no policy at all. So the
// fragment is rebuilt from an allowlist first: elements and attributes that can name a URL are
// dropped, except `data:` images. The browser's own parser does the parsing (an inert document:
// nothing in it loads or runs), so what is checked is exactly what the frame will see.

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

const list = (names: string) => new Set(names.split(' '));

/** HTML elements kept (with allowed attributes). Anything else is unwrapped or dropped. */
const HTML_ELEMENTS = list(
  'a abbr article aside b bdi bdo blockquote br button caption center cite code col colgroup data dd del details dfn div dl dt em fieldset figcaption figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i img input ins kbd label legend li main mark menu meter nav ol optgroup option output p pre progress q rp rt ruby s samp section select small span strike strong sub summary sup table tbody td textarea tfoot th thead time tr tt u ul var wbr',
);

/** SVG drawing elements kept; no `use`, `image`, `feImage`, `foreignObject`, animations or scripts. */
const SVG_ELEMENTS = list(
  'svg g defs desc path rect circle ellipse line polyline polygon text tspan linearGradient radialGradient stop clipPath mask marker pattern symbol',
);

/** Dropped with everything inside them (the rest of a disallowed element's content is kept). */
const DROP_WITH_CONTENT = list(
  'script style template iframe frame frameset object embed applet noscript noembed noframes xmp plaintext link meta base title head audio video source track canvas portal fencedframe math foreignObject image use feImage animate animateMotion animateTransform set',
);

/** Attributes kept on any allowed element. None of them is fetched or navigated to. */
const ATTRIBUTES = list(
  // HTML
  'alt align bgcolor border cellpadding cellspacing checked class color cols colspan dir disabled headers height hidden id lang max maxlength min multiple open placeholder readonly rows rowspan scope selected size span start step style tabindex title type valign value width reversed datetime face label high low optimum wrap',
);
const SVG_ATTRIBUTES = list(
  'viewBox preserveAspectRatio xmlns d x y x1 y1 x2 y2 cx cy r rx ry dx dy points fill fill-opacity fill-rule clip-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray stroke-dashoffset stroke-miterlimit opacity transform font-size font-family font-weight font-style text-anchor dominant-baseline letter-spacing offset stop-color stop-opacity gradientUnits gradientTransform patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth markerHeight refX refY orient markerUnits clip-path mask marker-start marker-mid marker-end rotate textLength lengthAdjust visibility display',
);

/** A `data:` image, the one URL an image may have (the CSP allows `img-src data:` only). */
const DATA_IMAGE = /^data:image\//i;
/** A CSS value that can fetch: `url(`, `image-set(`, `src(` (serialized values spell them plainly). */
const CSS_FETCH = /(?:url|image-set|src)\(/i;
/** An SVG reference to something in the same document, the only `url(...)` an attribute may hold. */
const LOCAL_REF = /^url\(\s*["']?#/i;

function allowedAttribute(el: Element, name: string, value: string): boolean {
  if (name.startsWith('aria-') || name === 'role') return true;
  if (el.localName === 'img' && el.namespaceURI === HTML_NS && name === 'src') return DATA_IMAGE.test(value.trim());
  const svg = el.namespaceURI === SVG_NS;
  if (!(ATTRIBUTES.has(name) || (svg && SVG_ATTRIBUTES.has(name)))) return false;
  // `fill="url(https://...)"` and the like: only references inside the fragment.
  if (svg && name !== 'style' && value.includes('(')) return !CSS_FETCH.test(value) || LOCAL_REF.test(value.trim());
  return true;
}

/**
 * Keeps the declarations of a style attribute that cannot fetch anything, read as the browser
 * serializes them (escapes like `u\72l(` resolved); returns how many it removed.
 */
function cleanStyle(el: Element): number {
  const style = (el as HTMLElement).style;
  if (!style) {
    el.removeAttribute('style');
    return 1;
  }
  let removed = 0;
  for (let i = style.length - 1; i >= 0; i--) {
    const property = style.item(i);
    if (CSS_FETCH.test(style.getPropertyValue(property))) {
      style.removeProperty(property);
      removed++;
    }
  }
  // Whatever the browser could not parse as declarations is gone from cssText as well.
  const text = style.cssText;
  if (CSS_FETCH.test(text) || text.includes('\\')) {
    el.removeAttribute('style');
    return removed + 1;
  }
  if (text) el.setAttribute('style', text);
  else el.removeAttribute('style');
  return removed;
}

function allowedElement(el: Element): boolean {
  if (el.namespaceURI === HTML_NS) return HTML_ELEMENTS.has(el.localName);
  if (el.namespaceURI === SVG_NS) return SVG_ELEMENTS.has(el.localName);
  return false;
}

/** Cleans a subtree in place; returns how many things it had to remove. */
function cleanChildren(parent: Node): number {
  let removed = 0;
  for (let node = parent.firstChild; node; ) {
    const next = node.nextSibling;
    if (node.nodeType === 1) removed += cleanElement(node as Element);
    else if (node.nodeType !== 3) {
      node.parentNode!.removeChild(node); // comments, processing instructions, CDATA
      removed++;
    }
    node = next;
  }
  return removed;
}

function cleanElement(el: Element): number {
  if (DROP_WITH_CONTENT.has(el.localName)) {
    el.remove();
    return 1;
  }
  let removed = cleanChildren(el);
  if (!allowedElement(el)) {
    // An unknown or disallowed wrapper (a form, a custom element, MathML): its content stays.
    el.replaceWith(...Array.from(el.childNodes));
    return removed + 1;
  }
  for (const { name, value } of Array.from(el.attributes)) {
    if (!allowedAttribute(el, name, value)) {
      el.removeAttribute(name);
      removed++;
    }
  }
  if (el.hasAttribute('style')) removed += cleanStyle(el);
  return removed;
}

/**
 * The fragment with everything that could reach the network removed, as HTML to put in the frame;
 * null when there is no DOMParser (server rendering), or when the cleaned HTML, parsed again as
 * the frame will parse it, holds something to remove (a parser quirk that a crafted fragment might
 * use to bring markup back after serialization).
 */
export function sanitizePreviewHtml(html: string): string | null {
  if (typeof DOMParser === 'undefined') return null;
  const [once] = clean(html);
  return clean(once)[1] === 0 ? once : null;
}

function clean(html: string): [html: string, removed: number] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const removed = cleanChildren(doc.body);
  return [doc.body.innerHTML, removed];
}

// What only HTML previews need, loaded the first time one is shown (html-preview.tsx), next to the
// frame's own chunk (html-preview-frame.tsx): the sanitizer, the frame's document and colours, and
// its height estimate.
//
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
/**
 * An SVG reference to something in the same document (`url(#id)`), the only `url(...)` an attribute
 * may hold. Every one is taken out before the rest is checked: `mask` takes a list of layers, so
 * `url(#m), url(https://...)` fetches its second.
 */
const LOCAL_REF = /url\(\s*(["']?)#[\w.:-]*\1\s*\)/gi;
/**
 * Properties the frame's own style uses to make any link that got past this file inert (see
 * html-preview.tsx); an inline `!important` would beat that rule, so a fragment may not set them.
 */
const LOCKED = list('interactivity pointer-events');

function allowedAttribute(el: Element, name: string, value: string): boolean {
  if (name.startsWith('aria-') || name === 'role') return true;
  if (el.localName === 'img' && el.namespaceURI === HTML_NS && name === 'src') return DATA_IMAGE.test(value.trim());
  const svg = el.namespaceURI === SVG_NS;
  if (!(ATTRIBUTES.has(name) || (svg && SVG_ATTRIBUTES.has(name)))) return false;
  // `fill="url(https://...)"` and the like: only references inside the fragment.
  if (svg && name !== 'style' && value.includes('(')) return !value.includes('\\') && !CSS_FETCH.test(value.replace(LOCAL_REF, ''));
  return true;
}

/**
 * Keeps the declarations of a style attribute that cannot fetch anything (nor unlock links), read
 * as the browser serializes them (escapes like `u\72l(` resolved); returns how many it removed.
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
    if (CSS_FETCH.test(style.getPropertyValue(property)) || LOCKED.has(property)) {
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
    // Moved out one by one: spreading them as arguments overflows the stack past ~100,000 children.
    const content = el.ownerDocument.createDocumentFragment();
    while (el.firstChild) content.appendChild(el.firstChild);
    el.replaceWith(content);
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

/** A cleaned fragment: the HTML to put in the frame, and its parsed body (inert) to estimate from. */
export interface CleanPreview {
  html: string;
  body: HTMLElement;
}

/**
 * The fragment with everything that could reach the network removed, as HTML to put in the frame;
 * null when there is no DOMParser (server rendering), or when the cleaned HTML, parsed again as
 * the frame will parse it, holds something to remove (a parser quirk that a crafted fragment might
 * use to bring markup back after serialization).
 */
export function cleanPreviewHtml(html: string): CleanPreview | null {
  if (typeof DOMParser === 'undefined') return null;
  const once = clean(html);
  const twice = clean(once.body.innerHTML);
  return twice.removed === 0 ? { html: once.body.innerHTML, body: twice.body } : null;
}

/** `cleanPreviewHtml`'s HTML alone. */
export function sanitizePreviewHtml(html: string): string | null {
  return cleanPreviewHtml(html)?.html ?? null;
}

function clean(html: string): { body: HTMLElement; removed: number } {
  // The frame's document opens its body right before the fragment (`frameDocument`), so the
  // fragment is parsed in the same place here.
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return { body: doc.body, removed: cleanChildren(doc.body) };
}

// The frame's document and colours.

// No network at all from the fragment (a remote image is a tracking pixel); inline styles and
// data: images only. Scripts are already off through the sandbox, and with them meta refreshes,
// form submission, popups and top navigation. The policy is the second line: the fragment has
// already lost everything that names a URL (above), since a preconnect or a link click gets past
// a policy.
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'";

/**
 * The frame's whole document, `theme` from `frameTheme`. Behind the sanitizer, what no policy
 * covers is held here too: the frame navigating itself (there is no `navigate-to` in Chromium, and
 * the sandbox only stops top navigation). A link or image-map area that got past the sanitizer is
 * inert (`interactivity`: neither clicked nor focused, so no Enter either; `pointer-events` for
 * engines without it; the sanitizer drops both from style attributes, since an inline `!important`
 * would win), a nested frame is hidden, and the referrer policy is set in the document itself: a
 * srcdoc document inherits the host page's, not the iframe's `referrerpolicy` (which only covers
 * the frame's own request, and a srcdoc frame makes none). The head is closed before the
 * fragment, so the fragment is parsed in a body, exactly where `clean` parsed it.
 */
export function frameDocument(body: string, theme: string): string {
  return (
    '<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">' +
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">` +
    `<style>${theme}body{margin:8px;font:14px/1.45 system-ui,sans-serif}img{max-width:100%}pre{white-space:pre-wrap}` +
    ':any-link{interactivity:inert!important;pointer-events:none!important}iframe,frame,object,embed{display:none!important}</style></head><body>' +
    body
  );
}

/** The frame document's colour scheme, surface and text colour. */
export interface FrameSurface {
  scheme: string;
  background: string;
  color: string;
}

/** The style rules that give the frame document `surface`. */
export const surfaceStyle = ({ scheme, background, color }: FrameSurface) => `:root{color-scheme:${scheme}}body{color:${color};background:${background}}`;

/** A computed colour as Chromium, Firefox and Safari serialize it; nothing else gets into the frame's style. */
const COLOUR = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\w\s.,%/+-]*\)$/;
const TRANSPARENT = /^rgba\(.*,\s*0\)$|^transparent$/;

/**
 * The frame element's own colours and scheme as the page resolved them (styles.css gives it the
 * picker's surface and text, a host's theme included), as style rules for its document. The
 * document cannot inherit them across the frame boundary, and its `prefers-color-scheme` follows
 * the OS, not the page, so a dark picker on a light OS would otherwise show a white frame. The
 * scheme matters beyond the colours: Chromium paints an opaque backdrop behind a frame whose
 * scheme differs from its element's, and the frame's form controls and scroll bars follow it.
 * What cannot be read falls back to system colours in the OS's scheme, which is what the page's
 * own `light dark` fallbacks follow too.
 */
export function frameTheme(frame: HTMLIFrameElement): string {
  const style = getComputedStyle(frame);
  // `?? ''`: engines (and jsdom) without a property give undefined, which a regex test reads as "undefined".
  const scheme = /^[a-z ]+$/.test(style.colorScheme ?? '') ? style.colorScheme : 'light dark';
  const colour = (value: string | undefined, fallback: string) => (value && COLOUR.test(value) && !TRANSPARENT.test(value) ? value : fallback);
  return surfaceStyle({ scheme, background: colour(style.backgroundColor, 'Canvas'), color: colour(style.color, 'CanvasText') });
}

/**
 * Reports the frame's theme (`frameTheme`) and width now and whenever they may change: the page's
 * theme (a class, style or data attribute on <html> or <body>, the usual switches, or the OS
 * scheme) and the frame's size (only its width matters: the user dragging it taller changes
 * nothing). Returns the function that stops watching.
 */
export function watchFrame(frame: HTMLIFrameElement, onTheme: (theme: string) => void, onWidth: (width: number) => void): () => void {
  const theme = () => onTheme(frameTheme(frame));
  const width = () => onWidth(frame.clientWidth);
  theme();
  width();
  const themes = new MutationObserver(theme);
  for (const el of [document.documentElement, document.body]) themes.observe(el, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] });
  const scheme = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
  scheme?.addEventListener('change', theme);
  const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(width);
  resize?.observe(frame);
  return () => {
    themes.disconnect();
    scheme?.removeEventListener('change', theme);
    resize?.disconnect();
  };
}

// The frame's height. The page cannot measure a sandboxed frame's content (html-preview.tsx says
// why), so the cleaned fragment's layout is estimated here from its structure, in CSS pixels, for
// the text the frame sets (14px/1.45 system-ui, 8px body margin) and a given frame width. It errs
// tall on purpose: too tall leaves some blank space under a mockup, too short a scroll bar, and
// html-preview.tsx caps the result anyway.

const EM = 14;
const LINE = 1.45;
/** Average advance per em of proportional UI text, and of monospace; a little wide, so text wraps sooner here. */
const ADVANCE = 0.56;
const MONO_ADVANCE = 0.62;
const BODY_MARGIN = 8;
/** Form controls use the platform's small-control font (13.33px), not the document's. */
const CONTROL_EM = 13.33;
/** Past this many nodes, or elements this deep, the estimate stops and the frame gets its largest height. */
const MAX_NODES = 4000;
const MAX_DEPTH = 200;

interface Font {
  size: number;
  /** The line height in pixels. */
  line: number;
  advance: number;
}

const BLOCK = list(
  'address article aside blockquote center details dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr legend li main menu nav ol p pre section summary table ul caption',
);
/** Default vertical margins in em of the element's own font (the UA stylesheet's). */
const MARGIN_EM: Record<string, number> = { p: 1, ul: 1, ol: 1, menu: 1, dl: 1, blockquote: 1, figure: 1, pre: 1, hr: 0.5, h1: 0.67, h2: 0.83, h3: 1, h4: 1.33, h5: 1.67, h6: 2.33 };
/** Default inline margins and paddings in pixels (indents of lists, quotes, figures, definitions). */
const INDENT: Record<string, number> = { ul: 40, ol: 40, menu: 40, dd: 40, blockquote: 80, figure: 80 };
const FONT_EM: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h5: 0.83, h6: 0.67, small: 0.83, sub: 0.83, sup: 0.83, big: 1.2 };
const MONO = list('pre code kbd samp tt');
/** Font sizes by keyword: absolute in pixels, relative as a factor of the parent's. */
const FONT_SIZES: Record<string, number> = { 'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32 };
const FONT_STEPS: Record<string, number> = { smaller: 0.83, larger: 1.2 };

/**
 * A CSS length in pixels (px, em, rem, % of `percentOf`), or null when it is not one; a bare
 * number only in an attribute (`width="240"`), where it means pixels.
 */
function px(value: string | null | undefined, font: number, percentOf = 0, attribute = false): number | null {
  const match = value ? /^(-?[\d.]+)(px|em|rem|%)?$/.exec(value.trim()) : null;
  if (!match) return null;
  const n = Number(match[1]);
  if (!Number.isFinite(n)) return null;
  switch (match[2]) {
    case 'em':
      return n * font;
    case 'rem':
      return n * EM;
    case '%':
      return (n / 100) * percentOf;
    default:
      return match[2] || attribute || n === 0 ? n : null;
  }
}

function styleOf(el: Element): CSSStyleDeclaration | undefined {
  return (el as HTMLElement).style;
}

function fontOf(el: Element, parent: Font): Font {
  const style = styleOf(el);
  const tag = el.localName;
  let size = parent.size * (FONT_EM[tag] ?? 1);
  const declared = style?.fontSize;
  if (declared) {
    const step = FONT_STEPS[declared];
    size = FONT_SIZES[declared] ?? (step ? parent.size * step : px(declared, parent.size, parent.size)) ?? size;
  }
  // The frame sets a unitless line height, so it scales with the font unless the fragment sets one.
  let line = size * LINE;
  const lineHeight = style?.lineHeight;
  if (lineHeight === 'normal') line = size * 1.2;
  else if (lineHeight) line = /^[\d.]+$/.test(lineHeight) ? Number(lineHeight) * size : (px(lineHeight, size, size) ?? line);
  // Monospace by element or by a family naming it; otherwise inherited.
  const family = style?.fontFamily;
  const mono = MONO.has(tag) || (family ? /mono/i.test(family) : parent.advance === MONO_ADVANCE);
  return { size, line, advance: mono ? MONO_ADVANCE : ADVANCE };
}

/** Inline content laid into lines, and blocks stacked with collapsing margins, in one container. */
class Flow {
  private height = 0;
  /** The last block's bottom margin, collapsing with the next block's top margin. */
  private margin = 0;
  private lineWidth = 0;
  private lineBox = 0;
  private lineHeight = 0;
  constructor(private readonly width: number) {}
  text(text: string, font: Font) {
    const chars = text.replace(/\s+/g, ' ');
    if (chars === ' ' && this.lineWidth === 0) return; // whitespace between blocks
    this.lineWidth += chars.length * font.advance * font.size;
    this.lineHeight = Math.max(this.lineHeight, font.line);
  }
  /** An inline-level box (an image, a control, an inline-block) sitting on the baseline. */
  box(width: number, height: number, font: Font) {
    this.lineWidth += Math.min(width, this.width);
    this.lineHeight = Math.max(this.lineHeight, font.line);
    this.lineBox = Math.max(this.lineBox, height + font.size * 0.45); // and the descent below the baseline
  }
  /** Ends the line, an empty one included (`a<br><br>b` is three lines). */
  br(font: Font) {
    this.lineHeight = Math.max(this.lineHeight, font.line);
    this.endLine(true);
  }
  block(top: number, height: number, bottom: number) {
    this.endLine();
    this.height += Math.max(this.margin, top) + height;
    this.margin = bottom;
  }
  private endLine(forced = false) {
    if (!forced && this.lineWidth === 0 && this.lineBox === 0) return;
    const lines = Math.max(1, Math.ceil(this.lineWidth / this.width));
    this.height += this.margin + (lines - 1) * this.lineHeight + Math.max(this.lineHeight, this.lineBox);
    this.margin = this.lineWidth = this.lineBox = this.lineHeight = 0;
  }
  end(): number {
    this.endLine();
    return this.height + this.margin;
  }
}

/**
 * The largest of `values`, at least `floor`. A loop: a flex row or a table row of 150,000 cells
 * spread into `Math.max` overflows the stack.
 */
function largest(values: readonly number[], floor = 0): number {
  let max = floor;
  for (const value of values) if (value > max) max = value;
  return max;
}

interface Budget {
  nodes: number;
  depth: number;
}

/** Lays `parent`'s children into `flow`. */
function flowChildren(parent: Element, flow: Flow, width: number, font: Font, budget: Budget) {
  for (const node of Array.from(parent.childNodes)) {
    if (++budget.nodes > MAX_NODES) return;
    if (node.nodeType === 3) flow.text(node.textContent ?? '', font);
    else if (node.nodeType === 1) place(node as Element, flow, width, font, budget);
  }
}

function contentHeight(el: Element, width: number, font: Font, budget: Budget): number {
  const flow = new Flow(width);
  flowChildren(el, flow, width, font, budget);
  return flow.end();
}

/** Puts one element into its container's flow, as a block, an inline box or inline content. */
function place(el: Element, flow: Flow, width: number, parentFont: Font, budget: Budget) {
  // Nesting is walked by recursion: a deep fragment ends the estimate, not the call stack.
  if (++budget.depth > MAX_DEPTH) budget.nodes = Infinity;
  else placeElement(el, flow, width, parentFont, budget);
  budget.depth--;
}

function placeElement(el: Element, flow: Flow, width: number, parentFont: Font, budget: Budget) {
  if (budget.nodes > MAX_NODES || el.hasAttribute('hidden')) return;
  const style = styleOf(el);
  const tag = el.localName;
  const display = style?.display || (BLOCK.has(tag) ? 'block' : 'inline');
  if (display === 'none') return;
  const font = fontOf(el, parentFont);
  if (el.namespaceURI === SVG_NS) {
    const [w, h] = svgSize(el, width, font);
    return display === 'block' ? flow.block(0, h, 0) : flow.box(w, h, parentFont);
  }
  if (tag === 'br') return flow.br(font);
  const control = controlSize(el, width, font);
  if (control) {
    const [w, h] = control;
    const margins = (px(style?.marginTop, font.size) ?? 0) + (px(style?.marginBottom, font.size) ?? 0);
    return display === 'block' ? flow.block(0, h + margins, 0) : flow.box(w, h + margins, parentFont);
  }
  if (display === 'inline' || display === 'contents') return flowChildren(el, flow, width, font, budget);
  const explicitWidth = px(style?.width, font.size, width);
  if (display.startsWith('inline')) {
    // Shrink to fit: as wide as its text (estimated), at most the line.
    const natural = (el.textContent ?? '').replace(/\s+/g, ' ').trim().length * font.advance * font.size + horizontal(el, font, width);
    const w = Math.min(width, explicitWidth ?? natural);
    const b = blockBox(el, w, font, display, budget);
    return flow.box(w, b.top + b.height + b.bottom, parentFont);
  }
  const b = blockBox(el, explicitWidth === null ? width : Math.min(width, explicitWidth), font, display, budget);
  flow.block(b.top, b.height, b.bottom);
}

/** An element's horizontal padding, border and indent, in pixels. */
function horizontal(el: Element, font: Font, width: number): number {
  const style = styleOf(el);
  const side = (name: 'Left' | 'Right') =>
    (px(style?.[`padding${name}`], font.size, width) ?? 0) + (px(style?.[`margin${name}`], font.size, width) ?? 0) + border(style, name, font);
  return side('Left') + side('Right') + (INDENT[el.localName] ?? 0);
}

function border(style: CSSStyleDeclaration | undefined, name: 'Top' | 'Bottom' | 'Left' | 'Right', font: Font): number {
  const kind = style?.[`border${name}Style`];
  if (!kind || kind === 'none' || kind === 'hidden') return 0;
  const width = style[`border${name}Width`];
  return width === 'thin' ? 1 : width === 'thick' ? 5 : (px(width, font.size) ?? 3);
}

function blockBox(el: Element, width: number, font: Font, display: string, budget: Budget): { top: number; height: number; bottom: number } {
  const style = styleOf(el);
  const tag = el.localName;
  const margin = (MARGIN_EM[tag] ?? 0) * font.size;
  const top = px(style?.marginTop, font.size, width) ?? margin;
  const bottom = px(style?.marginBottom, font.size, width) ?? margin;
  const fieldset = tag === 'fieldset' ? 18 : 0; // its default padding and 2px border
  const vertical =
    (px(style?.paddingTop, font.size, width) ?? 0) + (px(style?.paddingBottom, font.size, width) ?? 0) + border(style, 'Top', font) + border(style, 'Bottom', font) + fieldset;
  const inner = Math.max(width - horizontal(el, font, width) - fieldset, 16);
  let content: number;
  const explicit = px(style?.height, font.size);
  if (explicit !== null) content = explicit;
  else if (tag === 'hr') content = 2;
  else if (tag === 'pre' || /^pre/.test(style?.whiteSpace ?? '')) content = preHeight(el, inner, font);
  else if (tag === 'table' || display === 'table') content = tableHeight(el, inner, font, budget);
  else if (display === 'flex' || display === 'inline-flex' || display === 'grid' || display === 'inline-grid') content = gridHeight(el, inner, font, display, budget);
  else if (tag === 'details' && !el.hasAttribute('open')) {
    const summary = Array.from(el.children).find((child) => child.localName === 'summary');
    content = summary ? contentHeight(summary, inner, font, budget) : font.line;
  } else content = contentHeight(el, inner, font, budget);
  const min = px(style?.minHeight, font.size) ?? 0;
  const max = px(style?.maxHeight, font.size) ?? Infinity;
  return { top, bottom, height: Math.min(Math.max(content, min), max) + vertical };
}

/** Preformatted text: its own lines, each wrapped (the frame sets `pre { white-space: pre-wrap }`). */
function preHeight(el: Element, width: number, font: Font): number {
  const lines = (el.textContent ?? '').replace(/\n$/, '').split('\n');
  const mono = { ...font, advance: el.localName === 'pre' ? MONO_ADVANCE : font.advance };
  return lines.reduce((sum, line) => sum + Math.max(1, Math.ceil((line.length * mono.advance * mono.size) / width)) * font.line, 0);
}

/** Flex and grid containers: items side by side in columns, rows stacked. */
function gridHeight(el: Element, width: number, font: Font, display: string, budget: Budget): number {
  const style = styleOf(el);
  const items: Element[] = [];
  const text: string[] = [];
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 1 && !(node as Element).hasAttribute('hidden') && styleOf(node as Element)?.display !== 'none') items.push(node as Element);
    else if (node.nodeType === 3 && node.textContent?.trim()) text.push(node.textContent);
  }
  const rowGap = px(style?.rowGap, font.size, 0) ?? 0;
  const columnGap = px(style?.columnGap, font.size, width) ?? 0;
  let columns: number;
  if (display.endsWith('grid')) columns = Math.max(1, tracks(style?.gridTemplateColumns ?? '', width));
  else if (/column/.test(style?.flexDirection ?? '')) columns = 1;
  else columns = Math.max(1, items.length + (text.length ? 1 : 0)); // a flex row shares its width (no wrap assumed)
  const cell = Math.max((width - columnGap * (columns - 1)) / columns, 16);
  const heights = items.map((item) => {
    budget.nodes++;
    const flow = new Flow(cell);
    place(item, flow, cell, font, budget);
    return flow.end();
  });
  if (text.length) {
    const flow = new Flow(cell);
    flow.text(text.join(' '), font);
    heights.push(flow.end());
  }
  let total = 0;
  for (let row = 0; row * columns < heights.length; row++) total += largest(heights.slice(row * columns, (row + 1) * columns)) + (row ? rowGap : 0);
  return total;
}

/** How many columns a `grid-template-columns` value makes (`repeat()` counted out). */
function tracks(template: string, width: number): number {
  let count = 0;
  const value = template.replace(/\[[^\]]*\]/g, ' ');
  const rest = value.replace(/repeat\(\s*([\w-]+)\s*,\s*((?:[^()]|\([^()]*\))*)\)/g, (_, times: string, inner: string) => {
    const n = Number(times);
    if (Number.isFinite(n)) count += n * tracks(inner, width);
    else count += Math.max(1, Math.floor(width / (px(/([\d.]+(?:px|em|rem))/.exec(inner)?.[1], EM) ?? width))); // auto-fill / auto-fit
    return ' ';
  });
  let depth = 0;
  let token = false;
  for (const ch of rest) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth === 0 && /\s/.test(ch)) token = false;
    else if (!token) {
      token = true;
      count++;
    }
  }
  return count;
}

function tableHeight(table: Element, width: number, font: Font, budget: Budget): number {
  const bordered = Number(table.getAttribute('border')) > 0 ? 2 : 0;
  const padding = 2 * (Number(table.getAttribute('cellpadding')) || 1) + bordered;
  const spacing = table.hasAttribute('cellspacing') ? Number(table.getAttribute('cellspacing')) || 0 : 2;
  const rows: Element[] = [];
  let height = spacing + bordered;
  for (const child of Array.from(table.children)) {
    if (child.localName === 'tr') rows.push(child);
    else if (/^(thead|tbody|tfoot)$/.test(child.localName)) {
      for (const row of Array.from(child.children)) if (row.localName === 'tr') rows.push(row);
    } else if (child.localName === 'caption') height += contentHeight(child, width, font, budget);
  }
  for (const row of rows) {
    const cells = Array.from(row.children).filter((cell) => cell.localName === 'td' || cell.localName === 'th');
    const columns = cells.reduce((sum, cell) => sum + (Number(cell.getAttribute('colspan')) || 1), 0) || 1;
    const cellHeights = cells.map((cell) => {
      budget.nodes++;
      const cellWidth = Math.max(((width - spacing * (columns + 1)) * (Number(cell.getAttribute('colspan')) || 1)) / columns - padding, 16);
      const b = blockBox(cell, cellWidth, fontOf(cell, font), 'block', budget);
      return b.height;
    });
    height += largest(cellHeights, font.line) + padding + spacing;
  }
  return height;
}

/** An inline SVG's box: its width and height attributes (or styles), else its viewBox's ratio. */
function svgSize(el: Element, width: number, font: Font): [number, number] {
  const style = styleOf(el);
  const length = (name: 'width' | 'height') => px(style?.[name], font.size, width) ?? px(el.getAttribute(name), font.size, width, true);
  const box = (el.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const ratio = box.length === 4 && box[2]! > 0 && box[3]! > 0 ? box[3]! / box[2]! : null;
  const w = length('width') ?? (ratio ? width : 300);
  const h = length('height') ?? (ratio ? w * ratio : 150);
  return [w, h];
}

/** Images and form controls: [width, height], or null for anything else. */
function controlSize(el: Element, width: number, font: Font): [number, number] | null {
  const style = styleOf(el);
  const attribute = (name: string) => px(el.getAttribute(name), font.size, width, true);
  const declared = (name: 'width' | 'height') => px(style?.[name], font.size, width);
  switch (el.localName) {
    case 'img': {
      let w = declared('width') ?? attribute('width');
      let h = declared('height') ?? attribute('height');
      // A data: image of unknown size: guess a middling one.
      w ??= h ?? 100;
      h ??= w;
      return w > width ? [width, (h * width) / w] : [w, h];
    }
    case 'progress':
    case 'meter':
      return [declared('width') ?? 160, declared('height') ?? 16];
  }
  const tag = el.localName;
  if (tag !== 'input' && tag !== 'button' && tag !== 'select' && tag !== 'textarea') return null;
  const type = (el.getAttribute('type') ?? '').toLowerCase();
  if (tag === 'input' && type === 'hidden') return [0, 0];
  if (tag === 'input' && (type === 'checkbox' || type === 'radio')) return [declared('width') ?? 19, declared('height') ?? 19];
  // Everything else: the control's text line, its padding and border (the UA's, unless styled).
  const size = style?.fontSize ? fontOf(el, font).size : CONTROL_EM;
  const padding = (px(style?.paddingTop, size, width) ?? 2) + (px(style?.paddingBottom, size, width) ?? 2);
  const borders = style?.borderTopStyle || style?.borderBottomStyle ? border(style, 'Top', font) + border(style, 'Bottom', font) : 4;
  let lines = 1;
  if (tag === 'textarea') lines = Number(el.getAttribute('rows')) || 2;
  else if (tag === 'select' && (el.hasAttribute('multiple') || Number(el.getAttribute('size')) > 1)) lines = Number(el.getAttribute('size')) || 4;
  const h = declared('height') ?? lines * size * 1.25 + padding + borders;
  const label = tag === 'button' ? (el.textContent ?? '') : tag === 'input' ? (el.getAttribute('value') ?? el.getAttribute('placeholder') ?? '') : '';
  const w = declared('width') ?? Math.max(tag === 'button' ? 0 : 150, label.length * ADVANCE * size + 16);
  return [w, h];
}

/**
 * The frame height (CSS pixels) that shows a cleaned fragment whole at `width`, estimated from
 * its structure: text in lines of the frame's font, blocks with their default and inline margins,
 * padding and borders, tables, flex rows and grids side by side, images, SVGs and form controls by
 * their declared or default sizes. Infinity past a node budget (the caller caps it).
 */
export function estimatePreviewHeight(body: HTMLElement, width: number): number {
  const budget: Budget = { nodes: 0, depth: 0 };
  const content = contentHeight(body, Math.max(width - 2 * BODY_MARGIN, 16), { size: EM, line: EM * LINE, advance: ADVANCE }, budget);
  return budget.nodes > MAX_NODES ? Infinity : Math.ceil(content + 2 * BODY_MARGIN);
}

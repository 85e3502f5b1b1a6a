/**
 * The three rules Claude Code applies to every option preview when the host's preview format is
 * `"html"` (spec section 1), with its own messages. The CLI checks them in this order and reports
 * the first that fails: a full document, then script or style, then no tag at all.
 *
 * The CLI states them as regular expressions; they are re-stated here with string scans so that
 * a hostile preview costs linear time (the "contains a tag" rule, `<[a-z][^>]*>` without an
 * anchor, is quadratic on text like `<a<a<a…` with no `>`).
 */

export const HTML_PREVIEW_MESSAGES = Object.freeze({
  document: 'preview must be an HTML fragment, not a full document (no <html>, <body>, or <!DOCTYPE>)',
  scriptOrStyle: 'preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.',
  noTag: 'preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.',
});

// `\s` of a JavaScript regular expression, one character at a time.
const SPACE = /\s/;
const DOCUMENT = ['html', 'body', '!doctype'];
const SCRIPT_OR_STYLE = ['script', 'style'];

const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
const isWordChar = (code: number) => isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 95;

/**
 * Whether `name` (lowercase ASCII) starts at `at`, ASCII case-insensitively, and ends at a word
 * boundary: the CLI's `(...)\b` under the `i` flag, which folds no other character to ASCII.
 */
function nameAt(text: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) {
    const code = text.charCodeAt(at + k);
    const want = name.charCodeAt(k);
    if (code !== want && !(isAsciiLetter(want) && (code | 32) === want)) return false;
  }
  const next = text.charCodeAt(at + name.length);
  return Number.isNaN(next) || !isWordChar(next);
}

/**
 * The CLI's message (without its `Option "…" in question "…": ` prefix) for the first HTML rule
 * `preview` breaks, or undefined when it is a valid fragment. Linear in the preview's length: each
 * whitespace run is skipped once, after the one `<` it follows.
 */
export function htmlPreviewProblem(preview: string): string | undefined {
  let document = false;
  let scriptOrStyle = false;
  // The first `<` directly followed by an ASCII letter: `<[a-z]` of the CLI's "contains a tag".
  let tagStart = -1;
  for (let i = preview.indexOf('<'); i !== -1; i = preview.indexOf('<', i + 1)) {
    if (tagStart === -1 && isAsciiLetter(preview.charCodeAt(i + 1))) tagStart = i;
    // `<\s*name\b`: spaces (even line breaks) may sit between `<` and the name.
    let at = i + 1;
    while (at < preview.length && SPACE.test(preview[at]!)) at++;
    document ||= DOCUMENT.some((name) => nameAt(preview, at, name));
    scriptOrStyle ||= SCRIPT_OR_STYLE.some((name) => nameAt(preview, at, name));
    // The whitespace run ends before the next `<`, so resuming after `i` never rescans it twice.
  }
  if (document) return HTML_PREVIEW_MESSAGES.document;
  if (scriptOrStyle) return HTML_PREVIEW_MESSAGES.scriptOrStyle;
  // `<[a-z][^>]*>`: any `>` after the first such `<` closes a tag.
  if (tagStart === -1 || preview.indexOf('>', tagStart + 2) === -1) return HTML_PREVIEW_MESSAGES.noTag;
  return undefined;
}

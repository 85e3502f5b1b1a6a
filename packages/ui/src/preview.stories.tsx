import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Preview } from './preview.js';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { htmlPreviewInput, markdownPreviewInput } from './stories/fixtures.js';

/** The focused option's preview: monospace Markdown by default, HTML in a sandboxed frame. */
const meta = {
  title: 'UI/Parts/Preview',
  component: Preview,
  render: (args, { parameters }) => (
    <Harness input={parameters.input ?? markdownPreviewInput} options={{ parseOptions: { previewFormat: parameters.previewFormat ?? 'markdown' } }}>
      {() => (
        <Question questionId="q1" notes="never">
          <Preview {...args} />
        </Question>
      )}
    </Harness>
  ),
} satisfies Meta<typeof Preview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One question whose options each preview one HTML fragment (a question has at least two). */
const htmlInput = (...previews: [label: string, html: string][]) => ({
  questions: [{ question: 'Which one?', header: 'Pick', multiSelect: false, options: previews.map(([label, preview]) => ({ label, description: 'd', preview })) }],
});

/** The frame once its document is in (the sanitizer is loaded on first use). */
async function loadedFrame(canvasElement: HTMLElement): Promise<HTMLIFrameElement> {
  return waitFor(() => {
    const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-slot="askq-preview-frame"]:not([aria-busy])');
    if (!frame) throw new Error('the preview frame has no document yet');
    return frame;
  });
}

/**
 * The computed style of a frame document's body. The preview frame is sandboxed without
 * same-origin, so the page cannot look inside it; the same document is rendered once more in a
 * frame the page may read (same-origin, still without scripts) and measured there.
 */
async function bodyStyle(srcdoc: string): Promise<{ backgroundColor: string; color: string }> {
  const probe = document.createElement('iframe');
  probe.setAttribute('sandbox', 'allow-same-origin');
  probe.setAttribute('aria-hidden', 'true');
  probe.srcdoc = srcdoc;
  const loaded = new Promise((resolve) => probe.addEventListener('load', resolve, { once: true }));
  document.body.append(probe);
  try {
    await loaded;
    const { backgroundColor, color } = getComputedStyle(probe.contentDocument!.body);
    return { backgroundColor, color };
  } finally {
    probe.remove();
  }
}

/** Relative luminance (0 black, 1 white) of an `rgb()` colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const Markdown: Story = {};

/**
 * A text mockup is a named figure, so a screen reader announces "Sidebar, figure" on focus
 * instead of reading the box drawing out symbol by symbol; the lines stay readable one by one.
 */
export const AsciiDiagram: Story = {
  play: async ({ canvas }) => {
    // The pane's content is a chunk loaded on first use: its box first, the figure once it is there.
    const figure = await canvas.findByRole('figure', { name: 'Sidebar' });
    await expect(figure).toHaveTextContent('┌');
    await expect(figure).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('group', { name: 'Preview: Sidebar' })).toContainElement(figure);
  },
};

/** The "N lines hidden" control is a disclosure button: compact, with a chevron, and it says what it folds. */
export const ClippedLongMarkdown: Story = {
  args: { maxLines: 2 },
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole('button', { name: '5 lines hidden' });
    const figure = canvas.getByRole('figure', { name: 'Sidebar' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', figure.id);
    // A button, not a bar across the preview: its own width, a border, a pointer.
    const style = getComputedStyle(more);
    // Its own width, not the figure's (on a phone its text takes about half of it).
    await expect(more.getBoundingClientRect().width).toBeLessThan(figure.getBoundingClientRect().width * 0.75);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.cursor).toBe('pointer');
    await expect(getComputedStyle(more, '::before').transform).not.toBe('none'); // the chevron
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(figure.textContent?.split('\n')).toHaveLength(7);
  },
};

/** HTML previews are a host setting (`previewFormat: 'html'`), never guessed from the text. */
export const Html: Story = {
  parameters: { input: htmlPreviewInput, previewFormat: 'html' },
  play: async ({ canvas, canvasElement }) => {
    const frame = (await canvas.findByTitle('Option preview: Solid')) as HTMLIFrameElement;
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect((await loadedFrame(canvasElement)).srcdoc).toContain("default-src 'none'");
  },
};

/**
 * A fragment that tries to move its frame (a meta refresh, links, an image map, a form, a
 * `<base>`) keeps its text and loses every way out; the frame's own document makes any link that
 * got through inert and sends no referrer. packages/ui/browser/navigation.test.ts clicks and
 * tabs through each vector in Chromium.
 */
export const HtmlNavigationBlocked: Story = {
  parameters: {
    previewFormat: 'html',
    input: htmlInput([
      'Links',
      '<meta http-equiv="refresh" content="0;url=https://example.invalid/r"><base href="https://example.invalid/">' +
        '<p><a href="https://example.invalid/a">Docs</a> <a href="next">Next</a></p>' +
        '<map name="m"><area href="https://example.invalid/area" coords="0,0,9,9"></map>' +
        '<form action="https://example.invalid/f"><button>Send</button></form><svg><a href="https://example.invalid/s"><text y="12">SVG</text></a></svg>',
    ], ['Plain', '<p>Nothing to follow</p>']),
  },
  play: async ({ canvasElement }) => {
    const doc = (await loadedFrame(canvasElement)).srcdoc;
    const fragment = doc.slice(doc.indexOf('<body>'));
    await expect(fragment).toContain('Docs');
    await expect(fragment).toContain('Send');
    await expect(fragment).not.toMatch(/example\.invalid|\shref=|\saction=|http-equiv|<base|<area|<form/i);
    await expect(doc).toContain('<meta name="referrer" content="no-referrer">');
    await expect(doc).toContain(':any-link{interactivity:inert!important');
    await expect(doc).toContain("form-action 'none'; base-uri 'none'");
  },
};

/**
 * The frame fits its content up to `--askq-preview-height` (16rem): the page cannot measure a
 * sandboxed frame, so the height is estimated from the cleaned fragment (see html-preview.tsx).
 */
export const HtmlFitsItsContent: Story = {
  // The whole question (options beside the preview), so that picking another option shows its preview.
  render: (_, { parameters }) => (
    <Harness input={parameters.input} options={{ parseOptions: { previewFormat: 'html' } }}>
      {() => <Question questionId="q1" notes="never" />}
    </Harness>
  ),
  parameters: {
    previewFormat: 'html',
    input: htmlInput(
      ['Short', '<div style="padding:16px"><button style="padding:8px 16px">Save changes</button></div>'],
      ['Long', `<ol>${Array.from({ length: 40 }, (_, i) => `<li>Step ${i + 1}</li>`).join('')}</ol>`],
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await waitFor(() => expect(canvas.getByTitle('Option preview: Short').getBoundingClientRect().height).toBeLessThan(8 * rem));
    const short = (await loadedFrame(canvasElement)).getBoundingClientRect().height;
    await expect(short).toBeGreaterThanOrEqual(3 * rem);
    await userEvent.click(canvas.getByRole('radio', { name: /Long/ }));
    await waitFor(() => expect(canvas.getByTitle('Option preview: Long').getBoundingClientRect().height).toBe(16 * rem));
  },
};

/** A dark picker's frame shows the picker's dark surface and light text, not a white page. */
export const HtmlInDarkMode: Story = {
  parameters: { input: htmlPreviewInput, previewFormat: 'html' },
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ background: '#0a0a0a', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = await loadedFrame(canvasElement);
    await expect(frame.srcdoc).toContain(':root{color-scheme:dark}');
    const { backgroundColor, color } = await bodyStyle(frame.srcdoc);
    await expect(backgroundColor).toBe(getComputedStyle(frame).backgroundColor);
    await expect(luminance(backgroundColor)).toBeLessThan(0.2);
    await expect(luminance(color)).toBeGreaterThan(0.8);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn } from 'storybook/test';
import { AskUserQuestion } from './ask-user-question.js';
import { AskLabelsProvider } from './labels-provider.js';
import { fourQuestionsInput, markdownPreviewInput, singleInput } from './stories/fixtures.js';
import { frLabels } from './stories/labels-fr.js';

const meta = {
  title: 'UI/AskUserQuestion/Theming',
  component: AskUserQuestion,
  args: { input: fourQuestionsInput, onOutcome: fn() },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `data-theme="dark"` (or a `.dark` class) on any ancestor; light otherwise (`data-theme="system"` follows the OS). */
export const Dark: Story = {
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ background: '#0a0a0a', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

/** shadcn/ui v4 tokens on the page are picked up without any --askq-* value. */
export const ShadcnTokens: Story = {
  args: { input: singleInput },
  decorators: [
    (Story) => (
      <div
        style={
          {
            // A shadcn app's light (:root) and dark (.dark) values, in one place.
            '--card': 'light-dark(oklch(0.98 0.01 250), oklch(0.21 0.03 260))',
            '--card-foreground': 'light-dark(oklch(0.2 0.03 260), oklch(0.96 0.01 250))',
            '--muted-foreground': 'light-dark(oklch(0.45 0.03 260), oklch(0.72 0.03 260))',
            '--primary': 'light-dark(oklch(0.45 0.2 260), oklch(0.75 0.14 260))',
            '--primary-foreground': 'light-dark(oklch(0.98 0 0), oklch(0.2 0.03 260))',
            '--border': 'light-dark(oklch(0.85 0.03 260), oklch(0.4 0.04 260))',
            '--radius': '1rem',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
};

/**
 * A brand theme is a handful of --askq-* properties, set on any ancestor or on `className`. A
 * value is used in both schemes: `light-dark(light, dark)` gives each its own (a light accent on a
 * dark surface made hovered rows unreadable).
 */
export const ShadcnTokensDark: Story = { ...ShadcnTokens, globals: { theme: 'dark' } };

export const CustomBrand: Story = {
  args: { input: singleInput },
  decorators: [
    (Story) => (
      <div
        style={
          {
            '--askq-primary': 'light-dark(#6d28d9, #a78bfa)',
            '--askq-primary-fg': 'light-dark(#fff, #1e1b4b)',
            '--askq-accent': 'light-dark(#f5f3ff, #2e1065)',
            '--askq-accent-fg': 'light-dark(#2e1065, #ede9fe)',
            '--askq-border': 'light-dark(#c4b5fd, #8b5cf6)',
            '--askq-ring': 'light-dark(#7c3aed, #a78bfa)',
            '--askq-radius': '1.25rem',
            '--askq-font': 'Georgia, serif',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
};

/** The same brand on a dark page: its dark values (an axe test like every story). */
export const CustomBrandDark: Story = { ...CustomBrand, globals: { theme: 'dark' } };

export const Compact: Story = {
  args: { input: singleInput, style: { '--askq-density': 0.6 } as CSSProperties },
};

/** Logical properties only: `dir="rtl"` mirrors the layout, and Left/Right between tabs. */
export const RightToLeft: Story = {
  args: {
    dir: 'rtl',
    input: {
      questions: [
        {
          question: 'איזה מנהל חבילות להשתמש בו?',
          header: 'חבילות',
          multiSelect: false,
          options: [
            { label: 'pnpm (Recommended)', description: 'מהיר וחסכוני בדיסק.' },
            { label: 'npm', description: 'מגיע עם Node.' },
          ],
        },
      ],
    },
    labels: {
      recommended: 'מומלץ',
      other: 'אחר',
      otherInput: 'תשובה אחרת',
      otherPlaceholder: 'כתבו משהו',
      submit: 'שליחה',
      skip: 'דילוג',
      chatAboutThis: 'לדבר על זה',
      nothingAnswered: 'יש לענות על שאלה אחת לפחות.',
      keyLegend: ({ choices, escapeDeclines }) => [`1-${choices} לבחירה`, 'Enter לאישור', escapeDeclines ? 'Esc לדילוג' : ''].filter(Boolean),
      reachQuestion: (from) => `${from === 'back' ? 'Shift+Tab' : 'Tab'} או לחיצה כדי לענות`,
    },
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // The legend's words come from the labels, and its keys follow one another from the right.
    const items = legendItems(canvasElement);
    await expect(items.map((item) => item.text)).toEqual(['1-3 לבחירה', 'Enter לאישור', 'Esc לדילוג']);
    for (const [item, next] of items.slice(0, -1).map((item, i) => [item, items[i + 1]!] as const)) await expect(next.right).toBeLessThanOrEqual(item.left + 1);
  },
};

/**
 * A right-to-left page whose labels are not translated: the English legend's keys follow one
 * another from the right, each read left to right ("1-3 pick", not "pick 1-3").
 */
export const RightToLeftUntranslatedLegend: Story = {
  args: { ...RightToLeft.args, labels: undefined },
  decorators: RightToLeft.decorators,
  play: async ({ canvasElement }) => {
    const items = legendItems(canvasElement);
    await expect(items.map((item) => item.text)).toEqual(['1-3 pick', 'Enter confirm', 'Esc skip']);
    for (const [item, next] of items.slice(0, -1).map((item, i) => [item, items[i + 1]!] as const)) await expect(next.right).toBeLessThanOrEqual(item.left + 1);
    const [digits, word] = [box(items[0]!, 0, 3), box(items[0]!, 4, 8)];
    await expect(digits.right).toBeLessThanOrEqual(word.left + 1);
  },
};

interface LegendItem {
  text: string;
  node: Text;
  /** Where the item starts in the legend's text. */
  start: number;
  left: number;
  right: number;
}

/** The screen box of characters `from` to `to` of an item. */
function box(item: Pick<LegendItem, 'node' | 'start'>, from: number, to: number) {
  const range = document.createRange();
  range.setStart(item.node, item.start + from);
  range.setEnd(item.node, item.start + to);
  return range.getBoundingClientRect();
}

/** The key legend's items (the text between its bidi isolates) in the order written, with where each is drawn. */
function legendItems(canvas: HTMLElement): LegendItem[] {
  const node = canvas.querySelector('[data-slot="askq-legend"]')!.firstChild as Text;
  return [...node.data.matchAll(/[\u2066\u2067]([^\u2069]*)\u2069/g)].map((match) => {
    const text = match[1]!;
    const start = match.index + 1;
    const { left, right } = box({ node, start }, 0, text.length);
    return { text, node, start, left, right };
  });
}

/** Every visible string comes from labels; here a full French set through the provider. */
export const French: Story = {
  args: { input: markdownPreviewInput },
  decorators: [
    (Story) => (
      <AskLabelsProvider labels={frLabels}>
        <div lang="fr">
          <Story />
        </div>
      </AskLabelsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Passer' })).toBeVisible();
    await expect(canvas.getByText('Recommandé')).toBeVisible();
  },
};

/** `renderMarkdown` plugs in a rich renderer (a stand-in here: headings become bold lines). */
export const RichMarkdownRenderer: Story = {
  args: {
    input: markdownPreviewInput,
    renderMarkdown: (md: string) => (
      <div>
        {md.split('\n').map((line, i) =>
          line.startsWith('## ') ? <strong key={i} style={{ display: 'block' }}>{line.slice(3)}</strong> : <code key={i} style={{ display: 'block', whiteSpace: 'pre' }}>{line}</code>,
        )}
      </div>
    ),
  },
};

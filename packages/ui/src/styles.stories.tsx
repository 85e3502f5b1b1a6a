import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AskUserQuestion } from './ask-user-question.js';
import { deploymentRequest } from './stories/extended-fixtures.js';
import { textAndNumberQuestions } from './fields.js';
import { fourQuestionsInput, longTextInput, singleInput } from './stories/fixtures.js';

/**
 * What styles.css promises, checked on the computed styles of a real Chromium. Story tests cannot
 * emulate media features or move a real pointer, so hover and motion are checked through the
 * stylesheet itself (which rules sit under which media query) and by applying the hover rules'
 * own declarations to an element; browser/styles.test.ts hovers with a real mouse.
 */
const meta = {
  title: 'UI/Styles',
  component: AskUserQuestion,
  args: { input: singleInput, onOutcome: fn() },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

interface AskqRule {
  selector: string;
  style: CSSStyleDeclaration;
  /** The conditions of the @media / @container / @supports rules around it, outermost first. */
  conditions: string[];
}

/** Every style rule of the askq stylesheet, with the at-rule conditions it sits under. */
function askqRules(): AskqRule[] {
  const found: AskqRule[] = [];
  const walk = (rules: CSSRuleList, conditions: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('askq')) {
        found.push({ selector: rule.selectorText, style: rule.style, conditions });
      } else if (rule instanceof CSSConditionRule) {
        walk(rule.cssRules, [...conditions, rule.conditionText]);
      } else if (rule instanceof CSSLayerBlockRule) {
        // styles.css sits in a cascade layer: its rules are one level down.
        walk(rule.cssRules, conditions);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, []);
  return found;
}

function keyframes(name: string): CSSKeyframesRule | undefined {
  const find = (rules: CSSRuleList): CSSKeyframesRule | undefined => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSKeyframesRule && rule.name === name) return rule;
      const inner = rule instanceof CSSLayerBlockRule ? find(rule.cssRules) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  for (const sheet of Array.from(document.styleSheets)) {
    const found = find(sheet.cssRules);
    if (found) return found;
  }
  return undefined;
}

/** Any CSS colour (rgb(), color(srgb ...) from color-mix, ...) as 0-255 RGBA, through a canvas. */
function rgba(color: string): [number, number, number, number] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a];
}

/** WCAG contrast ratio of a text colour on an opaque background. */
function contrast(fg: string, bg: string): number {
  const back = rgba(bg);
  const front = rgba(fg);
  const alpha = front[3] / 255;
  const luminance = (c: number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const mixed = front.slice(0, 3).map((v, i) => v * alpha + back[i]! * (1 - alpha));
  const [light, dark] = [luminance(mixed), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * How `el` looks while hovered: the declarations of every askq `:hover` rule that matches it
 * (source order), applied inline for one read. Only for elements no later state rule overrides.
 */
function whileHovered(el: HTMLElement): { background: string; border: string; color: string } {
  const rules = askqRules().filter((r) => r.selector.includes(':hover') && el.matches(r.selector.replaceAll(':hover', '')));
  if (rules.length === 0) throw new Error(`no :hover rule matches ${el.outerHTML.slice(0, 80)}`);
  const saved = el.getAttribute('style');
  // cssText, not property by property: a shorthand holding var() leaves its longhands empty.
  el.style.cssText = [saved ?? '', ...rules.map((r) => r.style.cssText), 'transition: none'].join(';');
  const computed = getComputedStyle(el);
  const read = { background: computed.backgroundColor, border: computed.borderTopColor, color: computed.color };
  if (saved === null) el.removeAttribute('style');
  else el.setAttribute('style', saved);
  // Restoring starts a colour transition back from the hover look: end it, so later reads see rest.
  for (const animation of el.getAnimations()) animation.finish();
  return read;
}

const look = (el: Element) => {
  const computed = getComputedStyle(el);
  return { background: computed.backgroundColor, border: computed.borderTopColor, color: computed.color };
};
const same = (a: string, b: string) => rgba(a).join() === rgba(b).join();

const pickerRoot = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="askq-root"]')!;

/**
 * No --askq-* value anywhere: the root still gets its own type scale (14px on a 1.45 line height)
 * and the page's font family. The `font` shorthand with `var(--askq-font, inherit)` in it used to
 * be invalid at computed-value time (a keyword cannot sit inside a shorthand), so the whole
 * declaration dropped and the picker rendered at the page's 16px with `line-height: normal`.
 */
export const DefaultFontWithoutVariables: Story = {
  play: async ({ canvasElement }) => {
    const root = pickerRoot(canvasElement);
    const computed = getComputedStyle(root);
    await expect(computed.getPropertyValue('--askq-font')).toBe('');
    await expect(computed.fontSize).toBe('14px');
    await expect(parseFloat(computed.lineHeight)).toBeCloseTo(14 * 1.45, 1);
    await expect(computed.fontFamily).toBe(getComputedStyle(root.parentElement!).fontFamily);
    // Parts inherit it: the option rows (a reset `all: unset` inherits) and the buttons.
    await expect(getComputedStyle(canvasElement.querySelector('[data-slot="askq-option"]')!).fontSize).toBe('14px');
    await expect(getComputedStyle(canvasElement.querySelector('[data-slot="askq-button"]')!).fontSize).toBe('14px');
    // The variable still wins when it is set.
    root.style.setProperty('--askq-font', 'Georgia, serif');
    await expect(getComputedStyle(root).fontFamily).toBe('Georgia, serif');
    root.style.removeProperty('--askq-font');
  },
};

/**
 * Hover is a lighter look than selected, on option rows, tabs and the main button; and only where
 * a pointer hovers: every :hover rule sits inside `@media (hover: hover)`, so a tap on a touch
 * screen never leaves a row looking half-selected. Text keeps AA contrast on every hover colour, in
 * the light and the dark scheme and under a brand theme.
 */
export const HoverIsNotSelected: Story = {
  args: { input: fourQuestionsInput },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const hoverRules = askqRules().filter((r) => r.selector.includes(':hover'));
    await expect(hoverRules.length).toBeGreaterThan(0);
    for (const rule of hoverRules) {
      await expect({ selector: rule.selector, underHoverHover: rule.conditions.some((c) => c.includes('hover: hover')) }).toEqual({
        selector: rule.selector,
        underHoverHover: true,
      });
    }

    const [checked, resting] = canvas.getAllByRole('radio') as [HTMLElement, HTMLElement];
    await userEvent.click(checked);
    await expect(checked).toBeChecked();
    const option = whileHovered(resting);
    const looks = { hovered: option, selected: look(checked), resting: look(resting) };
    await expect({ looks, hoverIsSelected: same(option.background, looks.selected.background) }).toEqual({ looks, hoverIsSelected: false });
    await expect({ looks, hoverShows: !same(option.background, looks.resting.background) || !same(option.border, looks.resting.border) }).toEqual({
      looks,
      hoverShows: true,
    });

    const tabs = canvas.getAllByRole('tab');
    const selectedTab = tabs.find((t) => t.getAttribute('aria-selected') === 'true')!;
    const tab = tabs.find((t) => t.getAttribute('aria-selected') === 'false')!;
    const tabLooks = { hovered: whileHovered(tab), selected: look(selectedTab), resting: look(tab) };
    await expect({
      tabLooks,
      hoverShows: !same(tabLooks.hovered.background, tabLooks.resting.background) || !same(tabLooks.hovered.border, tabLooks.resting.border),
      hoverIsSelected: same(tabLooks.hovered.background, tabLooks.selected.background),
    }).toEqual({ tabLooks, hoverShows: true, hoverIsSelected: false });

    const primary = canvasElement.querySelector<HTMLElement>('[data-slot="askq-button"][data-variant="primary"]')!;
    const buttonLooks = { hovered: whileHovered(primary), resting: look(primary) };
    await expect({ buttonLooks, hoverShows: !same(buttonLooks.hovered.background, buttonLooks.resting.background) }).toEqual({
      buttonLooks,
      hoverShows: true,
    });

    // AA contrast on every hover colour: both schemes (the root's color-scheme decides
    // light-dark()) and the brand theme of the Theming stories.
    const root = pickerRoot(canvasElement);
    const brand = {
      '--askq-primary': 'light-dark(#6d28d9, #a78bfa)',
      '--askq-primary-fg': 'light-dark(#fff, #1e1b4b)',
      '--askq-accent': 'light-dark(#f5f3ff, #2e1065)',
      '--askq-accent-fg': 'light-dark(#2e1065, #ede9fe)',
      '--askq-border': 'light-dark(#c4b5fd, #8b5cf6)',
    };
    const themes = [
      { name: 'light', scheme: 'light', vars: {} },
      { name: 'dark', scheme: 'dark', vars: {} },
      { name: 'brand', scheme: 'light', vars: brand },
      { name: 'brand, dark', scheme: 'dark', vars: brand },
    ];
    for (const { name, scheme, vars } of themes) {
      root.dataset.theme = scheme;
      for (const [property, value] of Object.entries(vars)) root.style.setProperty(property, value);
      const row = whileHovered(resting);
      const description = resting.querySelector('[data-slot="askq-option-description"]')!;
      const tabLook = whileHovered(tab);
      const buttonLook = whileHovered(primary);
      const ratios = {
        option: contrast(row.color, row.background),
        optionDescription: contrast(getComputedStyle(description).color, row.background),
        tab: contrast(tabLook.color, tabLook.background),
        primary: contrast(buttonLook.color, buttonLook.background),
      };
      for (const [part, ratio] of Object.entries(ratios)) {
        await expect({ name, part, ratio, aa: ratio >= 4.5 }).toEqual({ name, part, ratio, aa: true });
      }
      for (const property of Object.keys(vars)) root.style.removeProperty(property);
    }
    delete root.dataset.theme;
  },
};

/**
 * A question arrives with a short fade and lift of the picker, and each step change with one of
 * the panel that became active: opacity and transform only, at most 200ms, and only under
 * `prefers-reduced-motion: no-preference` (so nothing moves for people who asked for less motion).
 */
export const RestrainedMotion: Story = {
  args: { input: fourQuestionsInput },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Rules that start motion (not the `all: unset` of the option rows, which resets it).
    const starts = (value: string) => value !== '' && !['none', 'unset', 'initial'].includes(value);
    const animated = askqRules().filter(
      (r) => starts(r.style.getPropertyValue('animation-name')) || starts(r.style.getPropertyValue('transition-property')),
    );
    await expect(animated.length).toBeGreaterThan(0);
    for (const rule of animated) {
      await expect({ selector: rule.selector, motionOk: rule.conditions.some((c) => c.includes('prefers-reduced-motion: no-preference')) }).toEqual({
        selector: rule.selector,
        motionOk: true,
      });
    }
    // Keyframes touch only what the compositor can do on its own.
    for (const name of new Set(animated.map((r) => r.style.getPropertyValue('animation-name')).filter(Boolean))) {
      const frames = keyframes(name);
      await expect(frames).toBeDefined();
      for (const frame of Array.from(frames!.cssRules) as CSSKeyframeRule[]) {
        for (const property of Array.from(frame.style)) await expect(['opacity', 'translate', 'transform']).toContain(property);
      }
    }

    const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1)));
    const expectAnimated = async (el: Element) => {
      const computed = getComputedStyle(el);
      if (!matchMedia('(prefers-reduced-motion: no-preference)').matches) {
        await expect(computed.animationName).toBe('none');
        return;
      }
      await expect(computed.animationName).not.toBe('none');
      await expect(seconds(computed.animationDuration)).toBeGreaterThan(0);
      await expect(seconds(computed.animationDuration)).toBeLessThanOrEqual(0.2);
    };
    // The arrival of the question.
    await expectAnimated(pickerRoot(canvasElement));
    // A step change: the panel that becomes active plays its entrance again (display: none to grid).
    await userEvent.click(canvas.getByRole('tab', { name: /CI checks/ }));
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="askq-question"]:not([hidden])')!;
    await expect(panel).toHaveTextContent('Which checks should run on every pull request?');
    await expectAnimated(panel);
    if (matchMedia('(prefers-reduced-motion: no-preference)').matches) {
      await expect(panel.getAnimations().length).toBeGreaterThan(0);
    }
  },
};

/**
 * The question text is a heading: h3 by default (the level of a request title), one below the
 * title when the request has one, or `questionLevel`. Its id still names the radio group.
 */
export const QuestionIsAHeading: Story = {
  args: { input: fourQuestionsInput },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Which package manager should the new workspace use?' });
    await expect(heading).toHaveAttribute('data-slot', 'askq-question-text');
    await expect(canvas.getByRole('radiogroup', { name: 'Which package manager should the new workspace use?' })).toHaveAttribute(
      'aria-labelledby',
      heading.id,
    );
    // The question outranks its options: larger and bolder than a label (browser/styles.test.ts
    // measures the whole scale), with no margin of its own.
    const label = getComputedStyle(canvas.getAllByRole('radio')[0]!.querySelector('[data-slot="askq-option-label"]')!);
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThan(parseFloat(label.fontSize));
    await expect(Number(getComputedStyle(heading).fontWeight)).toBeGreaterThan(Number(label.fontWeight));
    await expect(getComputedStyle(heading).marginBlockStart).toBe('0px');
  },
};

/** With a request title (h3 by default), the questions are one level below it. */
export const QuestionHeadingUnderTitle: Story = {
  args: { input: deploymentRequest, fields: textAndNumberQuestions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Deploy settings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Which environment should this deploy go to?' })).toBeVisible();
  },
};

/** `titleLevel` moves both; `questionLevel` sets the questions' own level. */
export const QuestionHeadingLevels: Story = {
  args: { input: deploymentRequest, fields: textAndNumberQuestions, titleLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Deploy settings' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Which environment should this deploy go to?' })).toBeVisible();
  },
};

/** An explicit `questionLevel` wins (no title here: without one, the default is the title's level). */
export const QuestionLevelProp: Story = {
  args: { input: fourQuestionsInput, questionLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Which package manager should the new workspace use?' })).toBeVisible();
  },
};

/** The buttons of the actions row, grouped by the line they sit on. */
function buttonRows(actions: HTMLElement): HTMLElement[][] {
  const rows = new Map<number, HTMLElement[]>();
  for (const button of Array.from(actions.querySelectorAll<HTMLElement>('[data-slot="askq-button"]'))) {
    const top = Math.round(button.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), button]);
  }
  return [...rows.values()];
}

async function expectNoLoneButton(canvasElement: HTMLElement) {
  const actions = canvasElement.querySelector<HTMLElement>('[data-slot="askq-actions"]')!;
  const box = actions.getBoundingClientRect();
  const rows = buttonRows(actions);
  const submit = actions.querySelector<HTMLElement>('[data-variant="primary"]')!;
  const lines = rows.map((row) => row.map((b) => b.textContent).join(' | '));
  // Submit (or Next) shares its line with another button, and no line holds a single button.
  await expect({ lines, submitShares: rows.find((row) => row.includes(submit))!.length > 1 }).toEqual({ lines, submitShares: true });
  await expect({ lines, lone: rows.filter((row) => row.length < 2).length }).toEqual({ lines, lone: 0 });
  // Every button fits inside the row: nothing is pushed past the edge.
  for (const button of rows.flat()) {
    const rect = button.getBoundingClientRect();
    await expect(rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5).toBe(true);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  }
}

/**
 * A small phone (320 x 568): Submit keeps its siblings on its line whatever the number of buttons,
 * and while the picker is taller than the screen the actions stay at the bottom of it, on the
 * surface colour, as the rest scrolls under them.
 */
export const Phone: Story = {
  args: { input: longTextInput, notes: 'always' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const root = pickerRoot(canvasElement);
    const actions = canvasElement.querySelector<HTMLElement>('[data-slot="askq-actions"]')!;
    await expectNoLoneButton(canvasElement);

    const computed = getComputedStyle(actions);
    await expect(computed.position).toBe('sticky');
    await expect(computed.bottom).toBe('0px');
    await expect(same(computed.backgroundColor, getComputedStyle(root).backgroundColor)).toBe(true);
    await expect(rgba(computed.backgroundColor)[3]).toBe(255);
    // Taller than the screen, yet Submit is on it: the actions sit at the bottom edge.
    document.scrollingElement!.scrollTop = 0;
    await waitFor(async () => {
      await expect(root.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight);
      await expect(actions.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 0.5);
    });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * The same phone in a chat whose message box sticks to the bottom too: with --askq-sticky-bottom
 * set to the box's height, the actions stop just above it, and the box stays in reach (the bar
 * covered it, stuck at the same edge and drawn over it).
 */
export const PhoneAboveAStickyComposer: Story = {
  args: { input: longTextInput, notes: 'always' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ ['--askq-sticky-bottom' as string]: '4rem' }}>
      <AskUserQuestion {...args} />
      <form style={{ position: 'sticky', bottom: 0, blockSize: '4rem', boxSizing: 'border-box', display: 'flex', gap: 8, padding: 12, background: '#fff' }}>
        <input aria-label="Message" style={{ flex: 1 }} />
        <button type="button">Send</button>
      </form>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = pickerRoot(canvasElement);
    const actions = canvasElement.querySelector<HTMLElement>('[data-slot="askq-actions"]')!;
    const composer = canvasElement.querySelector('form')!;
    document.scrollingElement!.scrollTop = 0;
    await waitFor(async () => {
      await expect(root.getBoundingClientRect().bottom).toBeGreaterThan(composer.getBoundingClientRect().top);
      await expect(actions.getBoundingClientRect().bottom).toBeLessThanOrEqual(composer.getBoundingClientRect().top + 0.5);
    });
    // Both in reach: the message box is what a tap on it reaches, and so is Submit.
    const input = canvas.getByRole('textbox', { name: 'Message' });
    const box = input.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(input);
    const submit = canvas.getByRole('button', { name: 'Submit' }).getBoundingClientRect();
    await expect(submit.bottom).toBeLessThanOrEqual(composer.getBoundingClientRect().top + 0.5);
  },
};

/** Five buttons on a phone (review step, "Ask me more first"): two full lines, Back beside Submit. */
export const PhoneReviewStep: Story = {
  args: { input: fourQuestionsInput, allowFollowUp: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBe(320);
    // Four buttons while answering: Skip, Chat about this, Ask me more first, Next.
    await expectNoLoneButton(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Review' }));
    await expect(canvas.getByRole('button', { name: 'Submit answers' })).toBeVisible();
    await expectNoLoneButton(canvasElement);
    const rows = buttonRows(canvasElement.querySelector('[data-slot="askq-actions"]')!);
    await expect(rows.at(-1)!.map((b) => b.textContent)).toEqual(['Back', 'Submit answers']);
  },
};

const LONG_URL = 'https://example.com/a/very/long/path/that/never/breaks/on/its/own/because/it/has/no/spaces/index.html';
const LONG_NAME = 'useAskUserQuestionSelectorWithAVeryLongIdentifierNameThatNeverBreaks';

/**
 * Words longer than a phone is wide (a URL, a code identifier) in the question, a tab, the labels,
 * the descriptions and a preview: they break inside the card (the preview scrolls in its own box),
 * and the page never scrolls sideways (WCAG 1.4.10). They used to widen the card to 819px.
 */
export const PhoneLongWords: Story = {
  args: {
    input: {
      questions: [
        {
          question: `Should ${LONG_NAME} read ${LONG_URL}?`,
          header: LONG_NAME,
          multiSelect: false,
          options: [
            { label: LONG_NAME, description: `Fetches ${LONG_URL} once.`, preview: `const x = ${LONG_NAME}('${LONG_URL}');` },
            { label: LONG_URL, description: LONG_NAME },
          ],
        },
        { ...fourQuestionsInput.questions[1]!, header: 'Checks' },
      ],
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const root = pickerRoot(canvasElement);
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

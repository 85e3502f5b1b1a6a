/**
 * The demo's polish: the chat follows new content (unless the user scrolled up to read), the
 * composer's placeholder speaks plainly, and the agent's follow-ups read as sentences whatever the
 * answer, skipped and "none" answers included.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { expectAgentSays, expectSettled, focusPicker, holdTimers, picker, stepUntil, waitForPicker } from './helpers.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

/**
 * Whether all of the element is on screen: inside the window and inside every scrolling ancestor.
 * Written for any layout, so it says the same about a page that scrolls and a pane that does.
 */
const fullyInView = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < -1 || r.bottom > innerHeight + 1) return false;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (!/auto|scroll/.test(getComputedStyle(a).overflowY)) continue;
      const box = a.getBoundingClientRect();
      if (r.top < box.top - 1 || r.bottom > box.bottom + 1) return false;
    }
    return true;
  });

const lastMessage = (page: Page) => page.locator('.messages > li.message').last();
const firstMessage = (page: Page) => page.locator('.messages > li.message').first();
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

/** A chat longer than the window: `rounds` messages, each answered by the agent's help text. */
async function longChat(page: Page, rounds = 8) {
  for (let i = 1; i <= rounds; i++) {
    await composer(page).fill(`Hello number ${i}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.message.assistant').nth(i - 1).waitFor();
    await expectSettled(page);
  }
}

/** The same tab again with the agent streaming slowly (the transcript survives: sessionStorage). */
async function reopenStreaming(page: Page, delay: number) {
  await page.goto(`${inject('baseUrl')}?delay=${delay}`);
  await lastMessage(page).waitFor();
}

/**
 * Starts recording, on every animation frame, where the conversation pane is scrolled to and
 * where its bottom is; the returned function stops and counts the frames caught mid-way: content
 * unchanged since the frame before, yet the list neither at the top nor at the bottom. That is an
 * animated scroll, whatever makes it.
 */
async function recordGlideFrames(page: Page) {
  await page.evaluate(() => {
    const log = document.querySelector('[role="log"]')!;
    const frames: [top: number, bottom: number][] = [];
    const sample = () => {
      frames.push([log.scrollTop, log.scrollHeight - log.clientHeight]);
      Object.assign(window, { glideFrames: frames, glideSampler: requestAnimationFrame(sample) });
    };
    sample();
  });
  return () =>
    page.evaluate(() => {
      const { glideFrames: frames, glideSampler } = window as unknown as { glideFrames: [number, number][]; glideSampler: number };
      cancelAnimationFrame(glideSampler);
      return frames.filter(([top, bottom], i) => i > 0 && bottom === frames[i - 1]![1] && top > 1 && top < bottom - 1).length;
    });
}

describe('the chat scrolls to new content', () => {
  it('a question arriving at the end of a long chat comes into view as it streams in', async () => {
    const page = await openDemo(browser);
    await longChat(page);
    // Reopened, the restored chat shows its end, not its beginning.
    await reopenStreaming(page, 30);
    await expect.poll(() => fullyInView(lastMessage(page))).toBe(true);
    expect(await fullyInView(firstMessage(page))).toBe(false);

    await page.getByRole('button', { name: 'Plan a trip' }).click();
    await waitForPicker(page);
    await expectSettled(page);
    await expect.poll(() => fullyInView(picker(page))).toBe(true);
    await expect.poll(() => fullyInView(lastMessage(page))).toBe(true);
    // The answer's follow-up too: the user answered at the bottom, the reply lands below it.
    await picker(page).getByRole('radio', { name: /Porto/ }).click();
    await picker(page).getByRole('button', { name: 'Submit' }).click();
    await expectAgentSays(page, 'Porto it is!');
    await expectSettled(page);
    await expect.poll(() => fullyInView(page.locator('.messages .text', { hasText: 'Porto it is!' }))).toBe(true);
  });

  it('scrolled up to read history, the list stays put while the agent writes; sending brings it back down', async () => {
    const page = await openDemo(browser);
    await longChat(page);
    await reopenStreaming(page, 80);
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    const ask = await waitForPicker(page);
    await expectSettled(page);
    await ask.getByRole('radio', { name: /Porto/ }).click();
    // The reply streams only as far as the test lets it: its first words, then it is held.
    await holdTimers(page);
    await ask.getByRole('button', { name: 'Submit' }).click();
    const started = page.locator('.messages .message.assistant .text', { hasText: 'Porto it is!' });
    await stepUntil(page, 80, async () => (await started.count()) > 0);

    // The user scrolls up to read while the agent is still writing its reply.
    const box = (await page.locator('[role="log"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -20_000);
    await expect.poll(() => fullyInView(firstMessage(page))).toBe(true);
    expect(await page.locator('.status').innerText()).toBe('The agent is writing…');

    await page.clock.resume();
    await expectSettled(page);
    expect(await fullyInView(firstMessage(page))).toBe(true);
    expect(await fullyInView(page.locator('.messages .text', { hasText: 'before heading home.' }))).toBe(false);

    // The user's own message is an action, not new content: it comes into view with its reply.
    await composer(page).fill('Thanks!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectAgentSays(page, 'scripted demo agent');
    await expectSettled(page);
    await expect.poll(() => fullyInView(lastMessage(page))).toBe(true);
  });

  it('glides down to new content, but jumps without animation when the user prefers reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await openDemo(browser);
      await page.emulateMedia({ reducedMotion });
      await longChat(page, 6);
      // Far from the bottom, so that reaching it takes a visible way (and the user's click below
      // is what brings the list back down).
      await page.locator('[role="log"]').evaluate((log) => (log.scrollTop = 0));
      const midwayFrames = await recordGlideFrames(page);
      await page.getByRole('button', { name: 'Plan a trip' }).click();
      await waitForPicker(page);
      await expectSettled(page);
      await expect.poll(() => fullyInView(lastMessage(page))).toBe(true);
      const midway = await midwayFrames();
      if (reducedMotion === 'reduce') expect(midway).toBe(0);
      else expect(midway).toBeGreaterThan(2);
      await page.context().close();
    }
  });
});

/** Resolves once neither the conversation pane nor the page has scrolled for ten frames in a row. */
const scrollSettles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const log = document.querySelector('[role="log"]')!;
        let last = '';
        let still = 0;
        const check = () => {
          const now = `${log.scrollTop} ${scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 10) done();
          else requestAnimationFrame(check);
        };
        check();
      }),
  );

/** The part of the window the conversation pane shows: its box, clipped to the window. */
const paneView = (page: Page) =>
  page.locator('[role="log"]').evaluate((log) => {
    const box = log.getBoundingClientRect();
    return { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, innerHeight) };
  });

const box = async (locator: Locator) => (await locator.boundingBox())!;

/**
 * A question taller than the pane used to arrive with its top cut off: the chat followed it to its
 * bottom (its buttons), leaving the tabs above the pane's top edge at 1280x800, and the question
 * text and tabs out of view on a phone.
 */
describe('a question that arrives reads from its top', () => {
  // At 1280x800 the dashboard question is about as tall as the pane (a few pixels either way with
  // the fonts): whichever it is, it must read from its top, and all of it shows when it fits. A
  // shorter laptop window and the phone keep it clearly taller than the pane.
  it.each([
    ['desktop', 1280, 800, 'about as tall as'],
    ['short desktop', 1280, 640, 'taller than'],
    ['phone', 390, 844, 'taller than'],
  ] as const)('%s (%i x %i, the question %s the pane): its heading and tabs are in view once it arrives, with or without motion', async (_, width, height, size) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await openDemo(browser, { viewport: { width, height } });
      await page.emulateMedia({ reducedMotion });
      await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
      // The pointer leaves the button it clicked: the question scrolls in under where it was, and a
      // preview follows a row under the mouse, which would change the transcript expectSettled reads.
      await page.mouse.move(0, 0);
      const ask = await waitForPicker(page);
      await expectSettled(page);
      await focusPicker(page); // it has arrived
      await scrollSettles(page);
      const view = await paneView(page);
      const [card, tabs, heading] = [await box(ask), await box(ask.getByRole('tablist')), await box(ask.getByRole('heading', { name: 'Which dashboard layout should I build?' }))];
      const fits = card.height <= view.bottom - view.top;
      // Taller than what the pane shows: following it to its bottom would cut its top off.
      if (size === 'taller than') expect(fits).toBe(false);
      // It fits: all of it is in view, its buttons too.
      if (fits) expect(card.y + card.height).toBeLessThanOrEqual(view.bottom + 1);
      // Its top edge, tabs and heading, all within what the pane shows.
      expect(card.y).toBeGreaterThanOrEqual(view.top - 1);
      for (const part of [tabs, heading]) {
        expect(part.y).toBeGreaterThanOrEqual(view.top - 1);
        expect(part.y + part.height).toBeLessThanOrEqual(view.bottom + 1);
      }
      // The chat does not pull it down to its bottom afterwards: a pick re-renders it (another
      // preview), and its top stays where it was.
      await page.keyboard.press('ArrowDown');
      await scrollSettles(page);
      expect((await box(ask.getByRole('tablist'))).y).toBeGreaterThanOrEqual(view.top - 1);
      await page.context().close();
    }
  });
});

/**
 * A picker taller than the pane keeps its actions stuck to the pane's bottom. The browser scrolls a
 * control that takes focus only until it is inside the pane, which left it behind the bar: the Other
 * field at 200% zoom (640x450) and the notes field at 1280x720 could not be seen while typed in.
 */
describe('a control reached by Tab is never under the stuck actions', () => {
  it.each([
    ['200% zoom', 640, 450],
    ['desktop', 1280, 720],
  ] as const)('%s (%i x %i): every control of the dashboard question shows whole, above the actions', async (_, width, height) => {
    const page = await openDemo(browser, { viewport: { width, height } });
    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    await page.mouse.move(0, 0); // a preview follows a row under the mouse
    const ask = await waitForPicker(page);
    await expectSettled(page);
    await focusPicker(page);
    await scrollSettles(page);
    const actions = ask.locator('[data-slot="askq-actions"]');
    const seen: string[] = [];
    for (;;) {
      await page.keyboard.press('Tab');
      await scrollSettles(page);
      const where = await page.evaluate(() => {
        const el = document.activeElement!;
        const bar = el.closest('[data-slot="askq-root"]')?.querySelector('[data-slot="askq-actions"]');
        if (!bar || bar.contains(el)) return null; // the actions themselves, or out of the picker
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.id, top: r.top, bottom: r.bottom, barTop: bar.getBoundingClientRect().top };
      });
      if (!where) break;
      seen.push(where.name);
      const view = await paneView(page);
      expect(where.top, where.name).toBeGreaterThanOrEqual(view.top - 1);
      expect(where.bottom, where.name).toBeLessThanOrEqual(where.barTop + 1);
    }
    // The path went through the Other field, the preview and the notes (the bar is stuck at both sizes).
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(await actions.evaluate((bar) => getComputedStyle(bar).position)).toBe('sticky');
    await page.context().close();
  });
});

/**
 * The question takes focus when it arrives unless the user is writing in the composer: sent from
 * there, the composer is empty again, and the keys the legend shows answer the question.
 */
describe('keys typed after sending from the composer', () => {
  it('answer the question that arrives, and nothing is sent as a message', async () => {
    const page = await openDemo(browser);
    await composer(page).fill('plan a trip');
    await composer(page).press('Enter');
    const ask = await waitForPicker(page);
    await expectSettled(page);
    await focusPicker(page);
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expectAgentSays(page, 'Porto it is!');
    expect(await page.locator('.messages .message.user').count()).toBe(1);
    expect(await composer(page).inputValue()).toBe('');
    expect(await ask.count()).toBe(0);
  });

  it('with text in the composer, focus stays there and the legend says how to reach the question', async () => {
    const page = await openDemo(browser, { delay: 20 });
    await holdTimers(page);
    await composer(page).fill('plan a trip');
    await composer(page).press('Enter');
    // The user writes again while the agent is still streaming; then the question arrives.
    await composer(page).fill('Actually');
    await page.clock.resume();
    const ask = await waitForPicker(page);
    await ask.locator('[data-slot="askq-legend"]', { hasText: 'Shift+Tab or click to answer' }).waitFor();
    expect(await composer(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await composer(page).inputValue()).toBe('Actually');
    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => !!document.activeElement?.closest('[data-slot="askq-root"]'));
    expect((await ask.locator('[data-slot="askq-legend"]').innerText()).replace(/[\u2066-\u2069]/g, '')).toBe('1-5 pick · Enter confirm · Esc skip');
  });
});

describe('the composer placeholder', () => {
  it('invites a message, and while a question waits says that a reply here replaces answering', async () => {
    const page = await openDemo(browser);
    // The accessible name stays "Message" (the label); the placeholder is only a hint.
    expect(await composer(page).getAttribute('placeholder')).toBe('Message the agent');
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    const ask = await waitForPicker(page);
    expect(await composer(page).getAttribute('placeholder')).toBe('Reply here instead of answering');
    await ask.getByRole('radio', { name: /Lisbon/ }).click();
    await ask.getByRole('button', { name: 'Submit' }).click();
    await expectAgentSays(page, 'Lisbon it is!');
    await expectSettled(page);
    expect(await composer(page).getAttribute('placeholder')).toBe('Message the agent');
  });
});

/** The agent's last paragraph, once it contains `start`: the whole follow-up, to compare exactly. */
async function followUp(page: Page, start: string) {
  await expectAgentSays(page, start);
  await expectSettled(page);
  return page.locator('.messages .message.assistant .text').last().innerText();
}

describe('follow-ups read as sentences when questions are skipped or answered "none"', () => {
  it('project: only the framework answered', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Set up a project' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /Vue/ }).click();
    await ask.getByRole('tab', { name: /Review/ }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    expect(await followUp(page, 'Scaffolding')).toBe(
      'Scaffolding a Vue project with pnpm. You left the package manager open, so I went with the recommended one. ' +
        'I’ll skip extra tooling and leave it without a license for now. Then I’ll commit the skeleton and open a README.',
    );
  });

  it('project: "No license yet" typed as the license, the framework left open', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Set up a project' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('tab', { name: /Tooling/ }).click();
    await ask.getByRole('checkbox', { name: 'ESLint' }).click();
    await ask.getByRole('tab', { name: /Packages/ }).click();
    await ask.getByRole('radio', { name: 'npm', exact: true }).click();
    await ask.getByRole('tab', { name: /License/ }).click();
    await ask.getByRole('textbox', { name: 'Other answer' }).fill('No license yet');
    await ask.getByRole('tab', { name: /Review/ }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    expect(await followUp(page, 'Scaffolding')).toBe(
      'Scaffolding a React project with npm. You left the framework open, so I went with the recommended one. ' +
        'I’ll set up ESLint and leave it without a license for now. Then I’ll commit the skeleton and open a README.',
    );
  });

  it('dashboard: only the chart answered, then notes without a layout', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    let ask = await waitForPicker(page);
    await ask.getByRole('tab', { name: /Chart/ }).click();
    await ask.getByRole('radio', { name: 'Line', exact: true }).click();
    await ask.getByRole('tab', { name: /Review/ }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    expect(await followUp(page, 'Building')).toBe(
      'Building the Sidebar layout with a line chart in the main panel. You left the layout open, so I went with the recommended one.',
    );

    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    ask = await waitForPicker(page);
    await ask.getByRole('textbox', { name: 'Notes' }).fill('Something calm, please');
    await ask.getByRole('tab', { name: /Chart/ }).click();
    await ask.getByRole('radio', { name: 'Bars', exact: true }).click();
    await ask.getByRole('tab', { name: /Review/ }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    expect(await followUp(page, 'Building the Sidebar layout with a bar chart')).toBe(
      'Building the Sidebar layout with a bar chart in the main panel. You left the layout open, so I went with the recommended one. ' +
        'Noted: “Something calm, please”.',
    );
  });

  it('trip and database: "none" typed as the answer', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    let ask = await waitForPicker(page);
    await ask.getByRole('textbox', { name: 'Other answer' }).fill('Not sure yet');
    await ask.getByRole('button', { name: 'Submit' }).click();
    expect(await followUp(page, 'Day one')).toBe(
      'No destination yet, so here’s a plan that works almost anywhere. Day one: arrive, walk the old town and find dinner near the water. ' +
        'Day two: a morning market, a museum, and one long lunch before heading home.',
    );

    await page.getByRole('button', { name: 'Skip or reply in chat' }).click();
    ask = await waitForPicker(page);
    await ask.getByRole('textbox', { name: 'Other answer' }).fill('None for now');
    await ask.getByRole('button', { name: 'Submit' }).click();
    expect(await followUp(page, 'No database')).toBe(
      'No database, then. I’ll keep the data in memory for now, behind one small module you can swap later.',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { assistantTexts, axeViolations, chatPosts, expectAssistantSays, launch, livePicker, openChat, problems, send, waitForPicker, waitIdle } from './browser.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

/** Submits the picker's answers and waits for the model's reply, which must quote each of `quotes`. */
async function submitAndHearQuoted(page: Page, picker: Locator, ...quotes: string[]) {
  await picker.getByRole('button', { name: 'Submit answers' }).click();
  await expectAssistantSays(page, 'I will set the dashboard up that way.');
  const reply = (await assistantTexts(page)).at(-1)!;
  for (const quote of quotes) expect(reply).toContain(quote);
  await waitIdle(page);
}

/** The picker's key legend as shown (without the bidi isolates around each key). */
const legendText = async (picker: Locator) => (await picker.locator('[data-slot="askq-legend"]').innerText()).replace(/[\u2066-\u2069]/g, '');

/** Waits until focus is inside the live question (it takes focus in the frame after it arrives). */
const focusArrives = (page: Page) => page.waitForFunction(() => !!document.activeElement?.closest('[data-tool-state="input-available"]'));

/** Resolves once the page has produced two more frames: what was scheduled for the next one has run. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * The keys the legend shows go to the question. It used to say "1-3 pick · Enter confirm" while
 * focus stayed in the (just emptied) message box, so typing `2 1 3 Enter` sent "213" as a chat
 * message, which declined the question.
 */
describe('the keys the legend shows reach the question', () => {
  it('sent from the message box, the question takes focus: 2 1 3 Enter answers it, nothing is sent as a message', async () => {
    const { page, logs } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    const picker = await waitForPicker(page);
    // What the user reads before typing: the legend, once the question is answerable.
    await picker.locator('[data-slot="askq-legend"]').waitFor();
    await nextFrames(page);
    expect(await legendText(picker)).toBe('1-4 pick · Enter confirm · ← → questions · Esc skip');
    await page.keyboard.type('213');
    await page.keyboard.press('Enter');
    const review = picker.getByRole('tabpanel', { name: 'Review' });
    await review.waitFor();
    expect(await review.innerText()).toMatch(/Remix[\s\S]*Charts, Team sharing/);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await page.locator('[data-role="user"]').count()).toBe(1);
    expect(await chatPosts(page)).toBe(1);
    // Enter on the review sends the answers.
    await page.keyboard.press('Enter');
    await expectAssistantSays(page, 'I will set the dashboard up that way.');
    expect((await assistantTexts(page)).at(-1)).toContain('Which features should the first version have? “Charts, Team sharing”');
    expect(problems(logs)).toEqual([]);
  });

  it('with text in the message box, focus stays there and the legend says how to reach the question instead of keys', async () => {
    const { page, logs } = await openChat(browser);
    // The model's answer waits until the user has started typing again.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await typed;
      await route.continue();
    });
    await send(page, 'Help me set up a dashboard');
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('Actually, one more thing');
    release();
    const picker = await waitForPicker(page);
    await picker.locator('[data-slot="askq-legend"]', { hasText: 'Shift+Tab or click to answer' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('message');
    expect(await message.inputValue()).toBe('Actually, one more thing');

    // As it says: Shift+Tab from the message box reaches the question, whose keys now work.
    await page.keyboard.press('Shift+Tab');
    await focusArrives(page);
    expect(await legendText(picker)).toBe('1-4 pick · Enter confirm · ← → questions · Esc skip');
    await page.keyboard.press('2');
    await picker.getByRole('tab', { name: 'Features', selected: true }).waitFor();
    await picker.getByRole('tab', { name: /Framework/ }).click();
    expect(await picker.getByRole('radio', { name: 'Remix' }).getAttribute('aria-checked')).toBe('true');
    expect(await message.inputValue()).toBe('Actually, one more thing');
    expect(await chatPosts(page)).toBe(1);
    expect(problems(logs)).toEqual([]);
  });
});

describe('a useChat app with askq on Next.js', () => {
  it('asks two questions, takes answers by keyboard and mouse, and the model quotes them', async () => {
    const { page, logs } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    const picker = await waitForPicker(page);
    await expectAssistantSays(page, 'Before I start, two quick questions.');

    // Question 1 by keyboard. The question took focus when it arrived (the composer it was sent
    // from is empty again): the digit of the second option.
    await focusArrives(page);
    await page.keyboard.press('2');

    // Question 2 by mouse: the single pick moved on to it; two checkboxes, then submit on the review step.
    await picker.getByRole('tab', { name: 'Features', selected: true }).waitFor();
    await picker.getByRole('checkbox', { name: 'Charts' }).click();
    await picker.getByRole('checkbox', { name: 'Team sharing' }).click();
    await picker.getByRole('button', { name: 'Next' }).click();
    const review = picker.getByRole('tabpanel', { name: 'Review' });
    expect(await review.innerText()).toMatch(/Remix[\s\S]*Charts, Team sharing/);
    // The answer goes back to the server (sendAutomaticallyWhen), through toModelOutput into the
    // model's prompt, and the model quotes it.
    await submitAndHearQuoted(page, picker, 'Which framework should the dashboard use? “Remix”', 'Which features should the first version have? “Charts, Team sharing”');
    // The question is a receipt now, and nothing was logged as an error.
    expect(await livePicker(page).count()).toBe(0);
    await page.locator('[data-tool-state="output-available"]').getByText('Remix').waitFor();
    expect(problems(logs)).toEqual([]);
  });

  it('a message sent while a question waits declines it, and the conversation goes on', async () => {
    const { page, logs } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    const picker = await waitForPicker(page);
    await picker.getByRole('radio', { name: 'Astro' }).click(); // a draft, not an answer
    await waitIdle(page);
    expect(await page.getByLabel('Message', { exact: true }).getAttribute('placeholder')).toBe('Reply here instead of answering');

    await send(page, 'Actually, just use whatever you like');
    await expectAssistantSays(page, 'Let us go from there.');
    const reply = (await assistantTexts(page)).at(-1)!;
    expect(reply).toBe('You replied instead of answering, so I will not assume any answers. You said: “Actually, just use whatever you like”. Let us go from there.');

    // The call became a declined receipt (not a picker), answered exactly once: one request
    // carried the decline and the new message, and nothing re-sent afterwards.
    await waitIdle(page);
    expect(await chatPosts(page)).toBe(2);
    expect(await livePicker(page).count()).toBe(0);
    const receipt = page.locator('[data-tool-state="output-available"]');
    expect(await receipt.count()).toBe(1);
    expect(await receipt.innerText()).toMatch(/replied in the chat|Replied in chat/i);
    expect(await page.locator('[data-role="assistant"]').count()).toBe(2);
    expect(await page.locator('[data-role="user"]').count()).toBe(2);

    // The chat goes on: the next message is answered too.
    await send(page, 'Thanks!');
    await expectAssistantSays(page, 'You said: “Thanks!”');
    expect(problems(logs)).toEqual([]);
  });

  it('a reload while a question waits server-renders it, hydrates cleanly, and it can still be answered', async () => {
    // No draft here (nothing picked before the reload): the draft case is below.
    const { page, logs } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    await waitForPicker(page);
    await waitIdle(page); // the route handler has saved the transcript with the pending call

    await page.reload();
    // The question is in the server's HTML, before any script runs.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('data-tool-state="input-available"');
    expect(html).toContain('Which framework should the dashboard use?');
    const picker = await waitForPicker(page);
    await page.getByRole('button', { name: 'Dark mode' }).click(); // answers once hydrated
    await page.getByRole('button', { name: 'Dark mode', pressed: true }).waitFor();
    expect(problems(logs)).toEqual([]);
    expect(logs.filter((l) => /hydrat|#418|did not match/i.test(l))).toEqual([]);

    await picker.getByRole('radio', { name: /Next\.js/ }).click();
    await picker.getByRole('checkbox', { name: 'CSV export' }).click();
    await picker.getByRole('button', { name: 'Next' }).click();
    await picker.getByRole('button', { name: 'Submit answers' }).click();
    await expectAssistantSays(page, 'I will set the dashboard up that way.');
    expect((await assistantTexts(page)).at(-1)).toContain('Which features should the first version have? “CSV export”');
    await waitIdle(page);

    // Reloaded once more, the answered question is a receipt.
    await page.reload();
    await page.locator('[data-tool-state="output-available"]').waitFor();
    expect(await livePicker(page).count()).toBe(0);
    expect(problems(logs)).toEqual([]);
  });

  it('axe-core finds no violations with a pending question, in light and dark mode', async () => {
    const { page } = await openChat(browser);
    expect(await axeViolations(page)).toEqual([]);
    await send(page, 'Help me set up a dashboard');
    const picker = await waitForPicker(page);
    await picker.getByRole('radio', { name: 'Remix' }).click();
    await waitIdle(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The picker follows the class: its surface is the dark card token.
    const surface = await picker.evaluate((el) => getComputedStyle(el).backgroundColor);
    const card = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--card)';
      document.body.append(probe);
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    });
    expect(surface).toBe(card);
    expect(await picker.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark');
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * Regression tests for two things a new user hit:
 *
 * 1. A saved draft must not break hydration: the picker once read its saved draft (sessionStorage,
 *    under the tool call id) in its first render, which the server cannot do, so a
 *    server-rendered pending question with a draft hydrated with different markup (React #418).
 *    Drafts are now read once the page has hydrated and restored before it paints.
 * 2. A Tailwind utility passed in className must win: styles.css once sat outside any cascade
 *    layer, and unlayered rules beat every layered one (Tailwind v4's utilities are in
 *    `@layer utilities`). It now sits in `components.askq`, in Tailwind's layer order.
 */
describe('server rendering and Tailwind', () => {
  it('a reload with a half-answered question hydrates without a mismatch, restores the draft and can be answered', async () => {
    const { page, logs } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    let picker = await waitForPicker(page);
    await picker.getByRole('radio', { name: 'Astro' }).click(); // moves on to Features
    await picker.getByRole('checkbox', { name: 'Charts' }).click();
    await waitIdle(page); // the server has saved the transcript with the pending call

    logs.length = 0;
    await page.reload();
    picker = await waitForPicker(page);
    // The page is hydrated once the toggle responds.
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.getByRole('button', { name: 'Dark mode', pressed: true }).waitFor();
    expect(problems(logs)).toEqual([]);
    expect(logs.filter((l) => /hydrat|#418|did not match/i.test(l))).toEqual([]);

    // The draft came back and the question is still live.
    expect(await picker.getByRole('checkbox', { name: 'Charts' }).getAttribute('aria-checked')).toBe('true');
    await picker.getByRole('tab', { name: /Framework/ }).click();
    expect(await picker.getByRole('radio', { name: 'Astro' }).getAttribute('aria-checked')).toBe('true');
    await picker.getByRole('tab', { name: /Review/ }).click();
    await submitAndHearQuoted(page, picker, '“Astro”', 'Which features should the first version have? “Charts”');
  });

  it('a Tailwind utility passed in className wins over askq’s own padding', async () => {
    const { page } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    const picker = await waitForPicker(page);
    // chat.tsx passes className="p-3 shadow-sm": Tailwind's p-3 is 0.75rem.
    expect(await picker.getAttribute('class')).toContain('p-3');
    // The utility exists in the page's CSS (a bare element with it gets 12px)...
    const bare = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'p-3';
      document.body.append(probe);
      const padding = getComputedStyle(probe).paddingTop;
      probe.remove();
      return padding;
    });
    expect(bare).toBe('12px');
    // ...and it must win on the picker too (askq's default is 1rem = 16px).
    expect(await picker.evaluate((el) => getComputedStyle(el).padding)).toBe('12px');
  });
});

/**
 * The message box sticks to the bottom of the window, and so do the picker's actions when the
 * question is taller than the window: the actions stop above the box (`--askq-sticky-bottom`, the
 * box's height in rem), so a tap on the box reaches it and Next stays in view. They were drawn
 * over the box. Text at 200% (WCAG's resize text) makes the question taller than these windows.
 */
describe('a question taller than the window', () => {
  it.each([
    { width: 1280, height: 720 },
    { width: 360, height: 740 },
  ])('at $width×$height keeps its actions above the message box, which stays in reach', async (viewport) => {
    const { page, logs } = await openChat(browser, { viewport, reducedMotion: 'reduce' });
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    await send(page, 'Help me set up a dashboard');
    await waitForPicker(page);
    await focusArrives(page); // and scrolled into view
    await waitIdle(page);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

    const at = await page.evaluate(() => {
      const input = document.getElementById('message')!;
      const composerTop = input.closest('form')!.getBoundingClientRect().top;
      const picker = document.querySelector('[data-tool-state="input-available"]')!;
      const next = [...picker.querySelectorAll('[data-slot="askq-actions"] button')].find((b) => b.textContent === 'Next')!.getBoundingClientRect();
      const box = input.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { composerTop, pickerBottom: picker.getBoundingClientRect().bottom, nextTop: next.top, nextBottom: next.bottom, inputHit: hit === input };
    });
    // The question reaches below the top of the message box (where the two overlapped)...
    expect(at.pickerBottom).toBeGreaterThan(at.composerTop);
    // ...and both stay in reach: the box is what a tap on it finds, Next is above it, in view.
    expect(at.inputHit).toBe(true);
    expect(at.nextBottom).toBeLessThanOrEqual(at.composerTop + 0.5);
    expect(at.nextTop).toBeGreaterThanOrEqual(0);
    expect(problems(logs)).toEqual([]);
  });
});

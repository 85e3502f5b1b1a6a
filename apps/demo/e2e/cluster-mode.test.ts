/**
 * Cluster mode end to end: `server/cluster.mjs --static` (its own redis-server and two demo
 * server instances as separate Node processes, both on ephemeral ports) and the built page in the
 * system Chromium. The agent runs on instance A; the browser answers on instance B; the only
 * thing the two processes share is Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser.js';
import { answer, card, openSession, waitForQuestion } from './server-page.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATABASE = 'Which database should the app use?';
const MILESTONE = 'Which milestone comes first?';
const REVIEW = 'How strict should the code review be?';
/** Spec section 3: every answer an exact option label, no notes. */
const read = (question: string, answer: string) =>
  `the agent read: Your questions have been answered: "${question}"="${answer}". You can now continue with these answers in mind.`;

interface Cluster {
  process: ChildProcess;
  redis: string;
  a: string;
  b: string;
}

let browser: Browser;
let cluster: Cluster;

/** Starts the cluster and resolves with its URLs, read from the summary it prints. */
function startCluster(): Promise<Cluster> {
  const env: NodeJS.ProcessEnv = { ...process.env, ASKQ_DEMO_PORT_A: '0', ASKQ_DEMO_PORT_B: '0' };
  delete env.ASKQ_REDIS_URL; // the cluster's own redis-server, always
  const child = spawn(process.execPath, ['server/cluster.mjs', '--static'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const redis = /redis: +(redis:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      const a = /instance A: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1];
      const b = /instance B: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1];
      if (redis && a && b) resolve({ process: child, redis, a, b });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}): ${err}`)));
  });
}

/** Whether something accepts TCP connections at the URL's port on 127.0.0.1. */
function listening(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Stops the cluster the way Ctrl-C does (SIGINT) and resolves with its exit code. */
async function stopCluster(): Promise<number | null> {
  const child = cluster.process;
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.kill('SIGINT');
  return exited;
}

beforeAll(async () => {
  [browser, cluster] = await Promise.all([launch(), startCluster()]);
});
afterAll(async () => {
  await browser?.close();
  if (cluster) await stopCluster();
});

const open = (base: string, sessionId: string) => openSession(browser, base, sessionId);

/** The page's transcript lines of one agent and kind, without the agent's name. */
async function lines(page: Page, agent: string, kind: 'say' | 'read'): Promise<string[]> {
  const texts = await page.locator(`[data-testid="transcript"] li[data-agent="${agent}"][data-kind="${kind}"]`).allInnerTexts();
  return texts.map((l) => l.replace(/^\S+\s/, ''));
}

async function expectRead(page: Page, agent: string, text: string) {
  await page.locator(`[data-testid="transcript"] li[data-agent="${agent}"][data-kind="read"]`, { hasText: text }).waitFor();
  expect(await lines(page, agent, 'read')).toContain(text);
}

describe('cluster mode: two instances on one Redis', () => {
  it('the agent asks on A, the browser answers on B, the agent on A reads the answer; A retires its card', async () => {
    expect(cluster.a).not.toBe(cluster.b);
    const onB = await open(cluster.b, 'cluster');
    const onA = await open(cluster.a, 'cluster');

    await onB.getByRole('button', { name: 'Start the agent' }).click();
    // The agent runs on A: A's own transcript has it running, so A's page offers no start.
    await onA.locator('[data-testid="transcript"] li[data-kind="say"]').first().waitFor();
    expect(await lines(onA, 'main', 'say')).toEqual(['I need one decision before I start.']);
    expect(await onA.getByRole('button', { name: 'Start the agent' }).count()).toBe(0);

    // A asked; B shows the question (read from Redis by B's own broker), and so does A.
    await waitForQuestion(onB, DATABASE);
    await waitForQuestion(onA, DATABASE);
    await answer(onB, DATABASE, 'SQLite');

    // The agent on A went on with the answer given on B (B's transcript is A's, forwarded).
    await expectRead(onB, 'main', read(DATABASE, 'SQLite'));
    await expectRead(onA, 'main', read(DATABASE, 'SQLite'));
    // A's tab saw the answer arrive through Redis and retired its card.
    await onA.getByRole('status').filter({ hasText: `Answered in another tab: “${DATABASE}”` }).waitFor();
    expect(await onB.getByText('Answered in another tab').count()).toBe(0);

    // The subagents' two questions queue on both instances; one is answered on each.
    await waitForQuestion(onA, MILESTONE);
    await waitForQuestion(onB, MILESTONE);
    expect(await onA.getByTestId('queue').innerText()).toBe('2 questions waiting');
    expect(await onB.getByTestId('queue').innerText()).toBe('2 questions waiting');
    await answer(onA, MILESTONE, 'Billing');
    await answer(onB, REVIEW, 'Blocking');

    await expectRead(onB, 'planner', read(MILESTONE, 'Billing'));
    await expectRead(onB, 'reviewer', read(REVIEW, 'Blocking'));
    await onB.getByTestId('agent-done').waitFor();
    await onA.getByTestId('agent-done').waitFor();
    expect(await onA.getByTestId('queue').innerText()).toBe('No questions waiting.');
    expect(await onB.getByTestId('queue').innerText()).toBe('No questions waiting.');
    await onA.context().close();
    await onB.context().close();
  });

  it('Ctrl-C (SIGINT) stops both instances and the redis-server, and exits 0', async () => {
    expect(await listening(cluster.redis)).toBe(true);
    expect(await stopCluster()).toBe(0);
    expect(await listening(cluster.a)).toBe(false);
    expect(await listening(cluster.b)).toBe(false);
    expect(await listening(cluster.redis)).toBe(false);
  });
});

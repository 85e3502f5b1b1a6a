// Load benchmark of the Redis broker across processes: its own redis-server on a free loopback
// port (src/test/redis-server.ts: a temporary data folder, removed at the end) and 3 server
// instances, each a separate Node process (src/test/instance.ts, bundled into a temporary file and
// forked; driven over IPC). Then:
// - 10,000 questions asked round robin on the 3 instances, across 100 sessions, each with its own
//   toolUseId, at most 200 in flight;
// - each answered with a POST /sessions/:sid/asks/:id/answer on a random instance (the id learned
//   from the session's event stream, GET /sessions/:sid/events, one per session on a random
//   instance); about 10% are answered twice at the same moment, on two different instances, with
//   two different answers (only one may win);
// - every answer carries its own notes, so the outcome an ask resolved with is matched to the POST
//   that won.
// Prints: questions asked; answered exactly once / lost / duplicated (target 10,000 / 0 / 0);
// POSTs 200 / 409; p50 / p99 / max from just before the (first) POST is sent to when the asking
// instance's ask resolved (both epoch ms, sub-millisecond, in different processes); total time.
// The run is closed-loop (as fast as the machine goes, 200 in flight), so on a small machine the
// latency includes queueing behind the other 199 questions' work on the same cores.
// A final GET /pending of every session checks that nothing is left.
// Exits 1 when an answer was lost or duplicated or the counts do not add up (never on latency:
// the target is printed "met" / "NOT met"). Cleans up on every path (instances, redis, temp dirs).
// Run: pnpm --filter @askq/server bench:redis   (or: node --expose-gc packages/server/bench/redis-load.mjs)
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { INPUT_JSON, Q1, Q2, loadServer, ms, stats } from './common.mjs';

const QUESTIONS = 10_000;
const SESSIONS = 100;
const INSTANCES = 3;
/** Questions being asked at once (the scale part: all 10,000 end up pending together). */
const IN_FLIGHT = 200;
/** Answers being sent at once: people answer questions, so answers come at a bounded rate. */
const ANSWERING = 2;
const DUPLICATE_SHARE = 0.1;
const TARGET_P99_MS = 20;
/** How long a question may take to be listed, and its ask to resolve once answered, before it counts as lost. */
const SETTLE_MS = 15_000;
const LIMIT_MS = 110_000; // a guard against a hang, not a speed check
const PREFIX = 'bench:';

const here = dirname(fileURLToPath(import.meta.url));
const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const count = (n) => n.toLocaleString('en-US');

/** A small seeded PRNG (mulberry32): the same run picks the same instances. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20_251_010);

// --- Cleanup: every resource registers how it is released; run in reverse, once, on every path.

const releases = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const release of releases.reverse()) {
      try {
        await release();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
async function abort(message, code) {
  console.error(message);
  await cleanup();
  process.exit(code);
}
const guard = setTimeout(() => void abort(`bench:redis gave up after ${LIMIT_MS / 1000} s`, 1), LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void abort(`bench:redis stopped by ${signal}`, 130));
process.once('uncaughtException', (error) => void abort(`bench:redis failed: ${error.stack ?? error.message}`, 1));

// --- Redis and the instances.

async function startRedis() {
  const { startRedis: start } = await loadServer(`export { startRedis } from './src/test/redis-server.ts';`);
  const redis = await start();
  releases.push(() => redis.dispose());
  return redis;
}

/** Bundles src/test/instance.ts into a temporary folder (removed at cleanup); returns the file. */
async function bundleInstance() {
  const dir = mkdtempSync(join(tmpdir(), 'askq-bench-'));
  releases.push(() => rmSync(dir, { recursive: true, force: true }));
  const bundle = await build({
    entryPoints: [resolve(here, '../src/test/instance.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@askq/source'],
    write: false,
    logLevel: 'silent',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  const file = join(dir, 'instance.mjs');
  writeFileSync(file, bundle.outputFiles[0].contents);
  return file;
}

/** Every ask by its IPC key: what its instance reported (outcomes and errors), and who waits. */
const asks = new Map();

/** Forks one instance; resolves once it listens. Outcome and error messages land in `asks`. */
async function startInstance(file, redisUrl, index) {
  const child = fork(file, [], { env: { ...process.env, ASKQ_REDIS_URL: redisUrl, ASKQ_PREFIX: PREFIX }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  child.on('error', (error) => !cleaning && console.error(`instance ${index}: ${error.message}`));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  releases.push(async () => {
    agent.destroy();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  child.on('message', (message) => {
    const ask = asks.get(message?.key);
    if (!ask) return;
    if (message.type === 'outcome') ask.resolutions.push({ outcome: message.outcome, at: message.at });
    else if (message.type === 'ask-error') ask.errors.push(`${message.name}: ${message.message}`);
    ask.report();
  });
  const port = await Promise.race([
    new Promise((done) => child.on('message', (m) => m?.type === 'listening' && done(m.port))),
    exited.then(({ code, signal }) => Promise.reject(new Error(`instance ${index} exited (${signal ?? code}) before it listened`))),
  ]);
  void exited.then(({ code, signal }) => {
    if (cleaning) return;
    console.error(`instance ${index} exited (${signal ?? code}) during the run`);
    for (const ask of asks.values()) {
      if (ask.asking !== index || ask.resolutions.length > 0 || ask.errors.length > 0) continue;
      ask.errors.push(`its instance ${index} exited`);
      ask.report();
    }
  });
  return { index, child, agent, port };
}

// --- HTTP.

/** One request on an instance; resolves with the status and the parsed JSON body. */
function call(instance, method, path, body) {
  return new Promise((done, fail) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = httpRequest({ host: '127.0.0.1', port: instance.port, path, method, agent: instance.agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.once('error', fail);
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          done({ status: res.statusCode, body: text ? JSON.parse(text) : undefined });
        } catch {
          done({ status: res.statusCode, body: text });
        }
      });
    });
    req.once('error', fail);
    req.end(body);
  });
}

const sessionPath = (sessionId) => `/sessions/${encodeURIComponent(sessionId)}`;

// --- Learning request ids: one event stream per session (GET /sessions/:sid/events on a random
// instance), opened before the first question; its `pending` events carry each id.

/** Request ids by toolUseId, as the streams announced them, and the questions still waiting for theirs. */
const announced = new Map();
const idWaiters = new Map();
let streamEvents = 0;
let streamsClosed = false;

function announce(pending) {
  const waiter = idWaiters.get(pending.toolUseId);
  if (waiter) {
    idWaiters.delete(pending.toolUseId);
    waiter(pending.id);
  } else announced.set(pending.toolUseId, pending.id);
}

function idOf(toolUseId) {
  const id = announced.get(toolUseId);
  if (id !== undefined) {
    announced.delete(toolUseId);
    return Promise.resolve(id);
  }
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      idWaiters.delete(toolUseId);
      fail(new Error(`${toolUseId} was never streamed as pending`));
    }, SETTLE_MS).unref();
    idWaiters.set(toolUseId, (id) => {
      clearTimeout(timer);
      done(id);
    });
  });
}

/** Opens a session's event stream on an instance; resolves once its snapshot arrived. */
function openStream(instance, sessionId, agent) {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port: instance.port, path: `${sessionPath(sessionId)}/events`, agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`the event stream of ${sessionId} on instance ${instance.index} got HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
        let end;
        while ((end = text.indexOf('\n\n')) !== -1) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type === 'snapshot') done(() => req.destroy());
          else if (type === 'pending' && data) {
            streamEvents++;
            announce(JSON.parse(data).ask);
          } else if (data) streamEvents++;
        }
      });
      res.once('end', () => !cleaning && !streamsClosed && console.error(`the event stream of ${sessionId} on instance ${instance.index} ended during the run`));
    });
    req.once('error', (error) => (cleaning || streamsClosed ? undefined : fail(error)));
    req.end();
  });
}

/** One stream per session, each on a random instance; returns a function that closes them (also run at cleanup). */
async function openStreams(instances) {
  const agent = new Agent({ keepAlive: false });
  const closers = await Promise.all(Array.from({ length: SESSIONS }, (_, s) => openStream(instances[Math.floor(rand() * instances.length)], `session-${s}`, agent)));
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    streamsClosed = true; // they end on purpose now
    for (const closer of closers) closer();
    agent.destroy();
  };
  releases.push(close);
  return close;
}

// --- One question: ask, learn its id, answer (once or twice at the same moment), wait for the ask.

/** An answer for question `i` sent through instance `k`: its notes name both, so each POST's answer is its own. */
function answerBody(i, k) {
  const q1 = ['Postgres (Recommended)', 'SQLite', 'DynamoDB'][(i + k) % 3];
  return { type: 'answered', answers: { q1: { selected: [q1], notes: `question ${i} via instance ${k}` }, q2: { selected: ['Auth', 'Search'] } } };
}

/** Resolves after `ms` without keeping the process alive. */
const grace = (ms) => new Promise((done) => setTimeout(done, ms).unref());

/** Rejects once the ask failed (its instance reported an error or exited); never settles otherwise. */
const failure = (ask) => ask.reported.then(() => (ask.errors.length > 0 ? Promise.reject(new Error(ask.errors[0])) : new Promise(() => undefined)));

/** Asks question `i` on its instance and waits until its id shows on a stream. */
async function askOne(instances, i, input) {
  const sessionId = `session-${i % SESSIONS}`;
  const toolUseId = `toolu_${i}`;
  const asking = instances[i % instances.length];
  const ask = { i, asking: asking.index, resolutions: [], errors: [], posts: [], duplicate: false, t0: 0, problem: undefined, report: () => undefined, reported: undefined };
  ask.reported = new Promise((done) => (ask.report = done));
  asks.set(String(i), ask);
  asking.child.send({ type: 'ask', key: String(i), input, context: { sessionId, toolUseId } }, (error) => {
    if (!error) return;
    ask.errors.push(`not sent to instance ${asking.index}: ${error.message}`);
    ask.report();
  });
  try {
    ask.id = await Promise.race([idOf(toolUseId), failure(ask)]);
  } catch (error) {
    ask.problem = error.message;
  }
  ask.sessionId = sessionId;
  return ask;
}

/** Answers a pending question through a random instance (about 10%: twice at once, on two). */
async function answerOne(instances, ask) {
  if (ask.problem !== undefined) return ask;
  const { i, id, sessionId } = ask;
  const first = Math.floor(rand() * instances.length);
  ask.duplicate = rand() < DUPLICATE_SHARE;
  const targets = ask.duplicate ? [first, (first + 1 + Math.floor(rand() * (instances.length - 1))) % instances.length] : [first];
  const path = `${sessionPath(sessionId)}/asks/${encodeURIComponent(id)}/answer`;
  const bodies = targets.map((k) => JSON.stringify(answerBody(i, k)));
  ask.t0 = epochNow();
  const sent = targets.map((k, n) => call(instances[k], 'POST', path, bodies[n]));
  ask.posts = await Promise.all(sent.map((p, n) => p.then((r) => ({ instance: targets[n], ...r }), (error) => ({ instance: targets[n], status: 0, error: error.message }))));
  await Promise.race([ask.reported, grace(SETTLE_MS)]);
  return ask;
}

// --- Tally.

/** JSON with sorted keys: two outcomes are the same answer when their canonical texts are equal. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Sorts every ask into once / lost / duplicated, counts the POSTs by status, collects latencies. */
function tally(results) {
  const t = { once: 0, lost: 0, duplicated: 0, posts: 0, byStatus: new Map(), duplicatePairs: 0, latencies: [], problems: [] };
  for (const ask of results) {
    if (ask.duplicate) t.duplicatePairs++;
    for (const post of ask.posts) {
      t.posts++;
      t.byStatus.set(post.status, (t.byStatus.get(post.status) ?? 0) + 1);
    }
    const won = ask.posts.filter((p) => p.status === 200);
    const [resolution] = ask.resolutions;
    if (ask.resolutions.length > 1 || won.length > 1) {
      t.duplicated++;
      t.problems.push(`question ${ask.i}: resolved ${ask.resolutions.length} times, ${won.length} POSTs got 200`);
    } else if (!resolution || won.length === 0 || canonical(resolution.outcome) !== canonical(won[0].body?.outcome)) {
      t.lost++;
      const why = ask.problem ?? ask.errors[0] ?? (!resolution ? 'never resolved' : won.length === 0 ? 'resolved, but no POST got 200' : 'resolved with another answer than the POST that got 200');
      t.problems.push(`question ${ask.i}: ${why} (POSTs: ${ask.posts.map((p) => p.status).join(', ') || 'none'})`);
    } else {
      t.once++;
      t.latencies.push(resolution.at - ask.t0);
    }
  }
  return t;
}

/** What each POST that got 200 says it recorded is the answer it sent (the notes are per POST). */
function checkWinners(results) {
  const wrong = [];
  for (const ask of results) {
    for (const post of ask.posts) {
      if (post.status !== 200) continue;
      const sent = answerBody(ask.i, post.instance);
      const got = post.body?.outcome?.answers;
      if (got?.q1?.notes !== sent.answers.q1.notes || canonical(got?.q1?.selected) !== canonical(sent.answers.q1.selected)) {
        wrong.push(`question ${ask.i}: the 200 of instance ${post.instance} recorded ${JSON.stringify(post.body?.outcome)}`);
      }
    }
  }
  return wrong;
}

/** Questions still listed as pending across all sessions (undefined when an instance could not tell). */
async function stillPending(instances) {
  let n = 0;
  for (let s = 0; s < SESSIONS; s++) {
    const { status, body } = await call(instances[s % instances.length], 'GET', `${sessionPath(`session-${s}`)}/pending`);
    if (status !== 200) return undefined;
    n += body.length;
  }
  return n;
}

// --- The run.

async function main() {
  const redis = await startRedis();
  const file = await bundleInstance();
  const instances = await Promise.all(Array.from({ length: INSTANCES }, (_, k) => startInstance(file, redis.url, k)));
  const closeStreams = await openStreams(instances);
  console.log(`node ${process.version}; redis-server on 127.0.0.1:${redis.port}; ${INSTANCES} instances (ports ${instances.map((x) => x.port).join(', ')})`);
  console.log(
    `${count(QUESTIONS)} questions over ${SESSIONS} sessions, asked round robin (${IN_FLIGHT} at once) until all are pending, then answered through random instances (${ANSWERING} at once); ~${DUPLICATE_SHARE * 100}% answered twice at once on two instances`,
  );

  const input = JSON.parse(INPUT_JSON);
  if (input.questions[0].question !== Q1 || input.questions[1].question !== Q2) throw new Error('the sample question changed: update answerBody');
  const asked = [];
  let next = 0;
  const started = performance.now();
  const asker = async () => {
    while (next < QUESTIONS) asked.push(await askOne(instances, next++, input));
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, asker));
  const askedMs = performance.now() - started;
  // The streams did their part (every id came through one); the browsers that hold them in an
  // app run elsewhere, so they are closed before the answers are timed on these two cores.
  closeStreams();
  console.log(`asked: ${count(asked.length)} questions pending together in ${(askedMs / 1000).toFixed(2)} s (${count(Math.round(QUESTIONS / (askedMs / 1000)))} asks/s)`);
  const results = [];
  let at = 0;
  const answerer = async () => {
    while (at < asked.length) results.push(await answerOne(instances, asked[at++]));
  };
  await Promise.all(Array.from({ length: ANSWERING }, answerer));
  const totalMs = performance.now() - started;
  await sleep(200); // a late second resolution would land now
  const left = await stillPending(instances).catch(() => undefined);

  const t = tally(results);
  const wrongWinners = checkWinners(results);
  const ok200 = t.byStatus.get(200) ?? 0;
  const conflicts = t.byStatus.get(409) ?? 0;
  const others = [...t.byStatus].filter(([status]) => status !== 200 && status !== 409);
  const latency = t.latencies.length > 0 ? stats(t.latencies) : undefined;
  const sameInstance = stats(results.filter((a) => a.resolutions.length === 1 && a.posts[0]?.instance === a.asking).map((a) => a.resolutions[0].at - a.t0));
  const otherInstance = stats(results.filter((a) => a.resolutions.length === 1 && a.posts[0] && a.posts[0].instance !== a.asking).map((a) => a.resolutions[0].at - a.t0));

  console.log(`questions asked: ${count(results.length)}`);
  console.log(`answered exactly once / lost / duplicated: ${count(t.once)} / ${count(t.lost)} / ${count(t.duplicated)} (target ${count(QUESTIONS)} / 0 / 0)`);
  console.log(
    `POSTs: ${count(t.posts)} (${count(t.duplicatePairs)} questions answered twice at once): 200 ${count(ok200)} / 409 ${count(conflicts)}${others.map(([s, n]) => ` / ${s || 'failed'} ${count(n)}`).join('')}; stream events read: ${count(streamEvents)}`,
  );
  if (latency) {
    console.log(`POST start -> ask resolved: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`);
    console.log(`  answered on the asking instance: p50 ${ms(sameInstance.p50)}, p99 ${ms(sameInstance.p99)}; on another: p50 ${ms(otherInstance.p50)}, p99 ${ms(otherInstance.p99)}`);
    console.log(`target p99 under ${TARGET_P99_MS} ms: ${latency.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`);
  }
  console.log(`still pending after the run: ${left === undefined ? 'could not be read' : count(left)}`);
  console.log(`total: ${(totalMs / 1000).toFixed(2)} s (${count(Math.round(QUESTIONS / (totalMs / 1000)))} questions/s)`);

  const failures = [];
  if (t.lost !== 0) failures.push(`${t.lost} lost`);
  if (t.duplicated !== 0) failures.push(`${t.duplicated} duplicated`);
  if (results.length !== QUESTIONS || t.once + t.lost + t.duplicated !== QUESTIONS) failures.push('the questions do not add up');
  if (ok200 !== QUESTIONS || conflicts !== t.duplicatePairs || ok200 + conflicts !== t.posts) failures.push('the POSTs do not add up (one 200 per question, one 409 per second answer)');
  if (wrongWinners.length > 0) failures.push(`${wrongWinners.length} POSTs got 200 for another answer than they sent`);
  if (left !== 0) failures.push(left === undefined ? 'the pending lists could not be read after the run' : `${left} questions still pending`);
  for (const line of [...t.problems, ...wrongWinners].slice(0, 10)) console.error(`  ${line}`);
  return failures;
}

let failures;
try {
  failures = await main();
} catch (error) {
  failures = [`the run failed: ${error.stack ?? error.message}`];
} finally {
  await cleanup();
  clearTimeout(guard);
}
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('correctness: every question answered exactly once');
}

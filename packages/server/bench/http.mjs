// Loopback benchmark of the HTTP path: a real node:http server on 127.0.0.1 (port 0) serving
// toNodeListener(createAskHandler({ broker })) over an in-memory broker. Prints figures only:
// - pending questions held (10,000 across 1,000 sessions) and heap bytes per pending question
//   (with its parsed input; needs --expose-gc, without it the figure is noisy);
// - p50 / p99 / max from starting the POST of an answer to the waiting `ask` resolving, over
//   2,000 answers sent one at a time on a keep-alive connection, the rest still held; and the
//   same for the full round trip (the 200 response read);
// - whether p99 meets the target (under 5 ms).
// Bounded: gives up after 30 s. Run: pnpm --filter @askq/server bench:http
//   (or: node --expose-gc packages/server/bench/http.mjs)
import { Agent, createServer, request as httpRequest } from 'node:http';
import { INPUT_JSON, PER_SESSION, Q1, Q2, SESSIONS, TOTAL, gc, heap, loadServer, ms, stats } from './common.mjs';

const LIMIT_MS = 120_000; // a guard against a hang, not a speed check
const guard = setTimeout(() => {
  console.error(`bench:http gave up after ${LIMIT_MS / 1000} s`);
  process.exit(1);
}, LIMIT_MS);

const { createMemoryBroker, createAskHandler, toNodeListener } = await loadServer(`export { createMemoryBroker } from './src/memory-broker.ts';
export { createAskHandler } from './src/http.ts';
export { toNodeListener } from './src/node.ts';`);

const ANSWERS = 2_000;
const WARMUP = 200;
const TARGET_P99_MS = 5;
// Two of the answer forms the handler takes, alternated: an askq outcome and an answer map.
const BODIES = [
  JSON.stringify({ type: 'answered', answers: { q1: { selected: ['SQLite'] }, q2: { selected: ['Auth', 'Search'] } } }),
  JSON.stringify({ [Q1]: 'Postgres (Recommended)', [Q2]: ['Auth'] }),
];

const broker = createMemoryBroker();
const handler = createAskHandler({ broker });
const http = createServer(toNodeListener(handler));
await new Promise((done) => http.listen(0, '127.0.0.1', done));
const { port } = http.address();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs a body; resolves with the status once the whole response is read. */
function post(path, body) {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode));
        res.once('error', fail);
      },
    );
    req.once('error', fail);
    req.end(body);
  });
}

console.log(`node ${process.version}; ${gc ? 'with' : 'WITHOUT'} --expose-gc; input ${INPUT_JSON.length} bytes of JSON, 2 questions`);

// Hold TOTAL questions; each records when its ask resolved.
const base = heap();
const waiting = new Map();
for (let i = 0; i < TOTAL; i++) {
  const asked = { resolvedAt: 0, promise: undefined };
  asked.promise = broker.ask(JSON.parse(INPUT_JSON), { sessionId: `session-${i % SESSIONS}`, toolUseId: `toolu_${i}` });
  asked.promise.then(() => (asked.resolvedAt = performance.now()));
  waiting.set(`toolu_${i}`, asked);
}
const held = heap();
const asks = [];
for (let s = 0; s < SESSIONS; s++) asks.push(...(await broker.pending(`session-${s}`)));
console.log(`pending questions held: ${asks.length.toLocaleString('en-US')} across ${SESSIONS.toLocaleString('en-US')} sessions`);
console.log(`heap per pending question (with its parsed input): ${Math.round((held - base) / TOTAL).toLocaleString('en-US')} B; all: ${((held - base) / 1_048_576).toFixed(1)} MiB`);

// Interleave sessions so consecutive answers go to different sessions.
asks.sort((a, b) => Number(a.toolUseId.slice(6)) - Number(b.toolUseId.slice(6)));
const toResolve = [];
const roundTrip = [];
for (let i = 0; i < WARMUP + ANSWERS; i++) {
  const ask = asks[i];
  const asked = waiting.get(ask.toolUseId);
  const path = `/sessions/${encodeURIComponent(ask.sessionId)}/asks/${encodeURIComponent(ask.id)}/answer`;
  const t0 = performance.now();
  const status = await post(path, BODIES[i % BODIES.length]);
  const t1 = performance.now();
  await asked.promise;
  if (status !== 200) throw new Error(`answer ${i} got HTTP ${status}`);
  if (i < WARMUP) continue;
  toResolve.push(asked.resolvedAt - t0);
  roundTrip.push(t1 - t0);
}
const resolved = stats(toResolve);
const trip = stats(roundTrip);
const stillHeld = (await Promise.all(Array.from({ length: SESSIONS }, (_, s) => broker.pending(`session-${s}`)))).reduce((n, p) => n + p.length, 0);
console.log(
  `POST start -> ask resolved (${ANSWERS.toLocaleString('en-US')} answers, one at a time, after ${WARMUP} warm-up): p50 ${ms(resolved.p50)}, p99 ${ms(resolved.p99)}, max ${ms(resolved.max)}`,
);
console.log(`POST round trip (200 read): p50 ${ms(trip.p50)}, p99 ${ms(trip.p99)}, max ${ms(trip.max)}`);
console.log(`still held after the run: ${stillHeld.toLocaleString('en-US')}`);
console.log(`target p99 under ${TARGET_P99_MS} ms: ${resolved.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`);

agent.destroy();
await new Promise((done) => http.close(done));
clearTimeout(guard);

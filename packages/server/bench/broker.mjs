// Benchmark of the in-memory broker (src/memory-broker.ts), in one process. Prints figures only:
// - pending questions held (10,000 across 1,000 sessions) and the time to queue them;
// - heap bytes per pending question: the broker's own share, and with a fresh copy of the input
//   per question as a server holds it after JSON.parse (needs --expose-gc; without it, noisy);
// - p50 / p99 / max from respond() to the waiting ask resolving, answering every held question
//   one by one, then the time to answer a burst of 10,000 at once.
// Run: pnpm --filter @askq/server bench   (or: node --expose-gc packages/server/bench/broker.mjs)
import { ANSWER, INPUT_JSON, PER_SESSION, SESSIONS, TOTAL, gc, heap, loadServer, ms, percentile } from './common.mjs';

const { createMemoryBroker } = await loadServer(`export { createMemoryBroker } from './src/memory-broker.ts';`);

/** Asks TOTAL questions across SESSIONS sessions; returns the broker and the waiting asks. */
function fill(inputs) {
  const broker = createMemoryBroker();
  const waiting = [];
  for (let i = 0; i < TOTAL; i++) {
    const sessionId = `session-${i % SESSIONS}`;
    const asked = { resolvedAt: 0, promise: undefined };
    asked.promise = broker.ask(inputs[i], { sessionId, agentId: i % 3 === 0 ? 'main' : 'sub', toolUseId: `toolu_${i}` });
    asked.promise.then(() => (asked.resolvedAt = performance.now()));
    waiting.push(asked);
  }
  return { broker, waiting };
}

console.log(`node ${process.version}; ${gc ? 'with' : 'WITHOUT'} --expose-gc; input ${INPUT_JSON.length} bytes of JSON, 2 questions`);

// Memory: a broker holding TOTAL questions whose inputs already exist (its own share), and the same
// inputs measured alone (what a server holds for them anyway).
const base = heap();
const inputs = Array.from({ length: TOTAL }, () => JSON.parse(INPUT_JSON));
const withInputs = heap();
const start = performance.now();
const { broker, waiting } = fill(inputs);
const queueMs = performance.now() - start;
const held = heap();
let count = 0;
for (let s = 0; s < SESSIONS; s++) count += (await broker.pending(`session-${s}`)).length;
const own = (held - withInputs) / TOTAL;
const inputBytes = (withInputs - base) / TOTAL;
console.log(`pending questions held: ${count.toLocaleString('en-US')} across ${SESSIONS.toLocaleString('en-US')} sessions (queued in ${ms(queueMs)})`);
console.log(`heap per pending question: ${Math.round(own).toLocaleString('en-US')} B broker-owned (parsed request, entry, event, waiting promise); ${Math.round(own + inputBytes).toLocaleString('en-US')} B with its parsed input`);
console.log(`heap for all ${TOTAL.toLocaleString('en-US')}: ${((held - base) / 1_048_576).toFixed(1)} MiB`);

// Latency: respond() to the waiting ask resolving, one at a time, with the rest still held.
/** Request ids by ask index (each ask's toolUseId is toolu_<index>). */
async function idsOf(b) {
  const ids = [];
  for (let s = 0; s < SESSIONS; s++) for (const p of await b.pending(`session-${s}`)) ids[Number(p.toolUseId.slice(6))] = p.id;
  return ids;
}
const heldIds = await idsOf(broker);
const samples = [];
for (let i = 0; i < TOTAL; i++) {
  const asked = waiting[i];
  const t0 = performance.now();
  const result = await broker.respond(heldIds[i], ANSWER);
  await asked.promise;
  if (!result.ok) throw new Error(`respond failed: ${result.message}`);
  samples.push(asked.resolvedAt - t0);
}
samples.sort((a, b) => a - b);
console.log(
  `respond() -> ask resolved (${TOTAL.toLocaleString('en-US')} sequential, 10,000 held at the start): p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples[samples.length - 1])}`,
);

// Burst: answer 10,000 held questions at once, then wait for every ask.
const burst = fill(Array.from({ length: TOTAL }, () => JSON.parse(INPUT_JSON)));
const ids = await idsOf(burst.broker);
const t0 = performance.now();
const results = await Promise.all(ids.map((id) => burst.broker.respond(id, ANSWER)));
await Promise.all(burst.waiting.map((w) => w.promise));
const burstMs = performance.now() - t0;
if (results.some((r) => !r.ok)) throw new Error('a burst respond failed');
console.log(`burst: ${TOTAL.toLocaleString('en-US')} responds, every ask resolved in ${ms(burstMs)} (${Math.round(TOTAL / (burstMs / 1000)).toLocaleString('en-US')} answers/s)`);

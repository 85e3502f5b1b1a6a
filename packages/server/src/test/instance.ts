// One server instance of a multi-instance test or benchmark, run in its own Node process: a Redis
// broker and the HTTP handler on a loopback port. The parent drives it over IPC:
//   parent -> { type: 'ask', key, input, context }   child -> { type: 'outcome', key, outcome, at }
//                                                     child -> { type: 'ask-error', key, name, message }
//   child -> { type: 'listening', port } once it serves.
// `at` is `performance.timeOrigin + performance.now()` when the ask resolved (for latencies).
import { createServer } from 'node:http';
import { createAskHandler } from '../http.js';
import { toNodeListener } from '../node.js';
import { createRedisBroker } from '../redis-broker.js';
import type { AskContext } from '../types.js';

interface AskMessage {
  type: 'ask';
  key: string;
  input: unknown;
  context: Omit<AskContext, 'signal'>;
}

const url = process.env.ASKQ_REDIS_URL;
if (!url || !process.send) {
  console.error('instance: needs ASKQ_REDIS_URL and an IPC channel');
  process.exit(2);
}
const graceMs = Number(process.env.ASKQ_GRACE_MS ?? 30_000);
const broker = createRedisBroker({ url, prefix: process.env.ASKQ_PREFIX ?? 'askq:', graceMs });
const server = createServer(toNodeListener(createAskHandler({ broker })));
const send = (message: unknown) => process.send?.(message);

process.on('message', (message: AskMessage) => {
  if (message?.type !== 'ask') return;
  broker.ask(message.input, message.context).then(
    (outcome) => send({ type: 'outcome', key: message.key, outcome, at: performance.timeOrigin + performance.now() }),
    (error: Error) => send({ type: 'ask-error', key: message.key, name: error.name, message: error.message }),
  );
});
process.on('disconnect', () => process.exit(0));

await broker.ready().catch(() => undefined); // an instance may start while Redis is down
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  send({ type: 'listening', port });
});

// The page side, for real: `@askq/server`'s HTTP + SSE handler on a loopback port, and the session
// client `AskSession` runs on (`@askq/core/session`), reading the stream and POSTing answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAskHandler, toNodeListener, type Broker } from '@askq/server';
import { createAskSessionClient, type AskSessionAsk, type AskSessionClient } from '@askq/core/session';
import { FetchEventSource } from './event-source.js';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** The handler the page talks to, served on 127.0.0.1 under `/api/askq`. */
export async function serveAskq(broker: Broker): Promise<TestServer> {
  const server: Server = createServer(toNodeListener(createAskHandler({ broker, basePath: '/api/askq', heartbeatMs: 60_000 })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/askq`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TestPage {
  client: AskSessionClient;
  /** The oldest question waiting on the page that no earlier call returned, once it is there. */
  nextAsk(): Promise<AskSessionAsk>;
  close(): void;
}

/** A page with `AskSession`'s client on `sessionId`: it sees what the tool asks and answers it over HTTP. */
export function openPage(url: string, sessionId: string): TestPage {
  const client = createAskSessionClient({ url, sessionId, EventSource: FetchEventSource, fetch: (u, init) => fetch(u, init) });
  client.connect();
  const seen = new Set<string>();
  return {
    client,
    nextAsk: () =>
      new Promise<AskSessionAsk>((resolve) => {
        const check = () => {
          const ask = client.getSnapshot().pending.find((a) => !seen.has(a.id));
          if (!ask) return false;
          seen.add(ask.id);
          unsubscribe();
          resolve(ask);
          return true;
        };
        const unsubscribe = client.subscribe(() => void check());
        check();
      }),
    close: () => client.close(),
  };
}

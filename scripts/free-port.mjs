// A free TCP port on 127.0.0.1, for servers the tests start (the port is free when this returns;
// the caller binds it next). Used by the demo's and the Next.js example's end-to-end setups.
import { createServer } from 'node:net';

/** Resolves with a port nothing listens on at this moment. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

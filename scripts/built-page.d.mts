import type { IncomingMessage, ServerResponse } from 'node:http';
export interface BuiltPage {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  close(): Promise<void>;
}
/**
 * Builds the example at `root` with `build` (the example's own Vite) and serves it; `handle` takes
 * a request first (true: answered).
 */
export declare function serveBuiltPage(options: {
  build: (config: object) => Promise<unknown>;
  root: string;
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
}): Promise<BuiltPage>;

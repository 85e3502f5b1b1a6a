/** The handler the dev server mounts: one graph (and its MemorySaver) for the server's lifetime. */
import { createGraph } from './graph.js';
import { graphHandler } from './endpoint.js';

export const handler = graphHandler(createGraph());

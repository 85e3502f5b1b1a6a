// Type-checked by `tsc` (the package's typecheck): what `useStream` returns (on the LangGraph
// server and with a custom transport alike: one return type) fits the shape AskInterrupt reads,
// so `stream={thread}` needs no cast.
import { expectTypeOf } from 'vitest';
import type { useStream } from '@langchain/langgraph-sdk/react';
import type { AskStreamLike } from './stream.js';

type State = { messages: { type: string; content: string }[] };
declare const thread: ReturnType<typeof useStream<State>>;

expectTypeOf(thread).toExtend<AskStreamLike>();

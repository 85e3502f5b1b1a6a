export {
  AskInputError,
  BrokerUnavailableError,
  type AskContext,
  type Broker,
  type BrokerEvent,
  type PendingAsk,
  type RespondOptions,
  type RespondResult,
  type SubscribeOptions,
  type WithdrawReason,
} from './types.js';
export {
  askUserQuestionCanUseTool,
  invalidInputDeny,
  ASK_USER_QUESTION_TOOL,
  type AskUserQuestionCanUseToolOptions,
  type ClaudeAllowUnchanged,
  type ClaudeCanUseTool,
  type ClaudeToolOptions,
} from './claude.js';
export {
  attachResolver,
  functionResolver,
  staticResolver,
  stdinResolver,
  StaticAnswerError,
  type AttachResolverOptions,
  type Resolver,
  type ResolverPending,
  type StaticAnswer,
  type StdinResolverOptions,
} from './resolvers.js';
export {
  createAskHandler,
  formatSseEvent,
  type AskAuthorize,
  type AskErrorBody,
  type AskHandler,
  type AskHandlerOptions,
  type AskSnapshot,
} from './http.js';
export { toNodeListener, type FetchHandler, type NodeListener } from './node.js';
export { createMemoryBroker, type MemoryBrokerOptions } from './memory-broker.js';

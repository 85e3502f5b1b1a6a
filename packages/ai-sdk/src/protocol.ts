/**
 * The tool's protocol without the AI SDK: its input and output schemas, the description the model
 * reads and the output helpers (the exact result text), for adapters to other agent frameworks.
 * Nothing here imports `ai` or React.
 */
export * from './tool-protocol.js';
export { invalidInputErrorText, type InvalidInputCall } from './invalid-input.js';

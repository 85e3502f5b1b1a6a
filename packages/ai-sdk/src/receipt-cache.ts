/**
 * The request and outcome behind an answered call, read once per content. A chat history holds
 * many settled calls and renders them again on every update (and on every remount, e.g. a
 * virtualized list): the same input and output give the same objects, so the receipt's own memo
 * holds and nothing is parsed twice.
 */
import type { AskOutcome, AskParser, AskRequest, ParseOptions } from '@askq/core';
import { outcomeFromToolOutput, requestOfCall } from './tool-output.js';
import { partParser, plainRequest } from './part-kit-load.js';

export interface SettledCall {
  request: AskRequest;
  outcome: AskOutcome;
}

/** Enough for a long chat history; the oldest entry goes first. */
const MAX_ENTRIES = 256;
const cache = new Map<string, SettledCall>();

/**
 * Reads `request` and `outcome` from a settled call, or returns the ones read from equal content.
 * Without a `parser`, this package's own (see `parseCall`): null while only the part's kit can
 * read the call and it has not loaded yet.
 */
export function readSettledCall(input: unknown, output: unknown, parseOptions?: ParseOptions, parser?: AskParser): SettledCall | null {
  // 0: this package's parser, by the fast path or the kit's (for plain input they read the same).
  const key = contentKey([input, output, parseOptions ?? null, parser ? parserId(parser) : 0]);
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  const parse = partParser(parser);
  const plain = parse ? undefined : plainRequest(input, parseOptions);
  if (!parse && !plain) return null;
  const request = plain ?? requestOfCall(input, output, parseOptions, parse!);
  const settled = { request, outcome: outcomeFromToolOutput(request, output) };
  if (key !== null) remember(key, settled);
  return settled;
}

function remember(key: string, settled: SettledCall) {
  cache.set(key, settled);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

/** The JSON text of a value, or null when it has none (a cycle, a BigInt): then it is not cached. */
function contentKey(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

/** A number per parser handed over (0 is the default), so calls read by another parser never share an entry. */
const parserIds = new WeakMap<AskParser, number>();
let parsers = 0;
function parserId(parser: AskParser): number {
  let id = parserIds.get(parser);
  if (id === undefined) parserIds.set(parser, (id = ++parsers));
  return id;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAskRequest } from './parse.js';
import type { OnDemandParser } from './parse-on-demand.js';

const PLAIN = { questions: [{ question: 'Which?', header: 'Pick', options: [{ label: 'A' }, { label: 'B' }] }] };
/** Input only the lenient parse reads: JSON text, with a header it warns about. */
const LENIENT = JSON.stringify({ questions: [{ question: 'Which?', header: '', options: [{ label: 'A' }, { label: 'B' }] }] });

/** A fresh module, so each test starts before the lenient parse was ever asked for. */
async function fresh(): Promise<OnDemandParser> {
  vi.resetModules();
  return (await import('./parse-on-demand.js')).onDemandParser;
}

/** Resolves once subscribers hear of a new parser. */
const nextParser = (parser: OnDemandParser) =>
  new Promise<void>((resolve) => {
    const stop = parser.subscribe(() => {
      stop();
      resolve();
    });
  });

afterEach(() => {
  vi.doUnmock('./parse.js');
});

describe('onDemandParser (Claude\'s dialect, the lenient parse loaded on first use)', () => {
  it('reads plain Claude input at once, without asking for the lenient parse', async () => {
    const parser = await fresh();
    expect(parser.get()).toBe(parser.initial);
    expect(parser.get()(PLAIN)).toStrictEqual(parseAskRequest(PLAIN));
    // Nothing was asked for: the parser of the moment is still the first one.
    await Promise.resolve();
    expect(parser.get()).toBe(parser.initial);
  });

  it('shows anything else as "nothing yet" while the lenient parse loads, then parses it as parseAskRequest does', async () => {
    const parser = await fresh();
    const arrived = nextParser(parser);
    expect(parser.get()(LENIENT, { previewFormat: 'html' })).toEqual({
      request: { dialect: 'claude', questions: [], previewFormat: 'html', partial: true },
      issues: [],
    });
    await arrived;
    const loaded = parser.get();
    expect(loaded).not.toBe(parser.initial);
    expect(loaded(LENIENT)).toStrictEqual(parseAskRequest(LENIENT));
    expect(loaded(LENIENT).issues.map((i) => i.code)).toEqual(['empty_header']);
    // Streamed input too, and plain input still the same.
    expect(loaded('{"questions":[{"question":"Wh', { partial: true })).toStrictEqual(parseAskRequest('{"questions":[{"question":"Wh', { partial: true }));
    expect(loaded(PLAIN)).toStrictEqual(parseAskRequest(PLAIN));
    // A server render and a hydrating client keep the first parser, so both show the same.
    expect(parser.initial(LENIENT).request?.questions).toEqual([]);
  });

  it('reports a chunk that did not load as an error, and tries again with the next input', async () => {
    vi.doMock('./parse.js', () => {
      throw new Error('offline');
    });
    const parser = await fresh();
    let changed = nextParser(parser);
    parser.get()(LENIENT);
    await changed;
    const failed = parser.get()(LENIENT);
    expect(failed.request).toBeNull();
    expect(failed.issues[0]).toMatchObject({ code: 'unsupported_option', severity: 'error', path: [] });
    expect(failed.issues[0]!.message).toContain('did not load');
    // Plain input never needed it.
    expect(parser.get()(PLAIN).request?.questions).toHaveLength(1);
    // Back online: the next try brings it.
    vi.doUnmock('./parse.js');
    changed = nextParser(parser);
    parser.get()(LENIENT + ' ');
    await changed;
    expect(parser.get()(LENIENT)).toStrictEqual(parseAskRequest(LENIENT));
  });
});

describe('createOnDemandParser (any parser loaded on first use)', () => {
  it('is a parser itself: calling it parses with the parser of the moment', async () => {
    const { createOnDemandParser, isOnDemandParser } = await import('./parse-on-demand.js');
    let asked = 0;
    const parser = createOnDemandParser(async () => {
      asked++;
      return parseAskRequest;
    });
    expect(isOnDemandParser(parser)).toBe(true);
    expect(isOnDemandParser(parseAskRequest)).toBe(false);
    expect(parser(PLAIN)).toStrictEqual(parseAskRequest(PLAIN));
    expect(asked).toBe(0);
    const arrived = nextParser(parser);
    expect(parser(LENIENT).request).toMatchObject({ questions: [], partial: true });
    await arrived;
    expect(parser(LENIENT)).toStrictEqual(parseAskRequest(LENIENT));
    // Asked for once, however many inputs needed it.
    parser(LENIENT + ' ');
    expect(asked).toBe(1);
  });

  it('loads on its own: another on-demand parser is not loaded with it', async () => {
    const { createOnDemandParser } = await import('./parse-on-demand.js');
    const one = createOnDemandParser(async () => parseAskRequest);
    const other = createOnDemandParser(async () => parseAskRequest);
    await one.load();
    expect(one.get()).not.toBe(one.initial);
    expect(other.get()).toBe(other.initial);
  });
});

describe('createOnDemandParser with a rest another part of the page loaded', () => {
  it('takes the rest at once when it is already there: no "nothing yet", nothing asked for', async () => {
    const { createOnDemandParser } = await import('./parse-on-demand.js');
    const load = vi.fn(async () => parseAskRequest);
    const parser = createOnDemandParser(load, () => parseAskRequest);
    const heard = vi.fn();
    parser.subscribe(heard);
    // The first read already has it: the very result the lenient parse gives, in the same call.
    expect(parser.get()).not.toBe(parser.initial);
    expect(parser.get()(LENIENT)).toStrictEqual(parseAskRequest(LENIENT));
    expect(parser(LENIENT)).toStrictEqual(parseAskRequest(LENIENT));
    expect(load).not.toHaveBeenCalled();
    // Subscribers hear of the new parser after the read, once.
    expect(heard).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(heard).toHaveBeenCalledTimes(1);
    // A server render and a hydrating client still read with the first parser.
    expect(parser.initial(LENIENT).request?.questions).toEqual([]);
  });

  it('takes it once another part of the page brought it after this parser\'s own try failed', async () => {
    const { createOnDemandParser } = await import('./parse-on-demand.js');
    let there: typeof parseAskRequest | undefined;
    const parser = createOnDemandParser(() => Promise.reject(new Error('offline')), () => there);
    const failed = nextParser(parser);
    expect(parser(LENIENT).request?.questions).toEqual([]);
    await failed;
    expect(parser(LENIENT).request).toBeNull();
    // The page's other part loaded the same chunk meanwhile: the next read has it, no error first.
    there = parseAskRequest;
    expect(parser(LENIENT)).toStrictEqual(parseAskRequest(LENIENT));
    expect(parser.get()).toBe(parser.get());
  });
});

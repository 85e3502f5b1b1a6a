import { PassThrough } from 'node:stream';
import { toCanonicalText, type AskOutcome, type AskRequest, type ParseOptions } from '@askq/core';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryBroker } from './memory-broker.js';
import { parseHostInput } from './pending-request.js';
import { runAskqCli } from './bin.js';
import { attachResolver, functionResolver, staticResolver, StaticAnswerError, stdinResolver, type Resolver } from './resolvers.js';

// Reference 000's README example: a single-select, a multi-select and a question answered with Other.
const SEED_000 = {
  questions: [
    { question: 'Auth method?', header: 'Auth', options: [{ label: 'OAuth', description: 'Browser flow' }, { label: 'API key', description: 'Static token' }] },
    { question: 'Languages?', header: 'Langs', multiSelect: true, options: [{ label: 'Go', description: '' }, { label: 'Rust', description: '' }, { label: 'Zig', description: '' }] },
    { question: 'Name?', header: 'Name', options: [{ label: 'Anonymous', description: '' }, { label: 'Guest', description: '' }] },
  ],
};
// Reference 000's canonical answer text for that example, verbatim.
const SEED_000_TEXT = 'Auth method?\nOAuth\n\nLanguages?\n- Go\n- Rust\n\nName?\nVincent Adultman';
const CANCELLED_TEXT = '[cancelled by user]';
const DISMISSED: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };

const parse = (input: unknown, opts: ParseOptions = { dialect: 'claude' }): AskRequest => parseHostInput(input, opts).request!;
const ONE = { questions: [SEED_000.questions[0]!] };

/** A terminal on in-memory streams: what was printed, and a way to type. */
function terminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const resolver = stdinResolver({ input, output });
  return { input, resolver, printed: () => printed, type: (text: string) => input.write(text) };
}

/** Waits until the printed text ends with the prompt (the resolver is waiting for a line). */
async function untilPrompt(printed: () => string, count = 1): Promise<void> {
  await vi.waitFor(() => expect(printed().split('> ').length - 1).toBeGreaterThanOrEqual(count));
}

describe('staticResolver', () => {
  it('answers by question text or id: label, labels, Other text (reference 000 text)', async () => {
    const request = parse(SEED_000);
    const outcome = await staticResolver({ 'Auth method?': 'OAuth', q2: ['Rust', 'Go'], 'Name?': 'Vincent Adultman' })({ request, input: SEED_000 });
    expect(outcome).toStrictEqual({
      type: 'answered',
      answers: { q1: { selected: ['OAuth'] }, q2: { selected: ['Go', 'Rust'] }, q3: { selected: [], other: 'Vincent Adultman' } },
    });
    expect(toCanonicalText(request, outcome)).toBe(SEED_000_TEXT);
  });

  it('the question text wins over an id, and an object is taken as is', async () => {
    const request = parse(SEED_000);
    const outcome = await staticResolver({ q1: 'API key', 'Auth method?': { selected: ['OAuth'], notes: 'why not' } })({ request, input: SEED_000 });
    expect(outcome).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['OAuth'], notes: 'why not' } } });
  });

  it('with no canned answer for any question: a dismissal ([cancelled by user]), never an empty answer', async () => {
    const request = parse(SEED_000);
    const outcome = await staticResolver({ 'Other question?': 'OAuth' })({ request, input: SEED_000 });
    expect(outcome).toStrictEqual(DISMISSED);
    expect(toCanonicalText(request, outcome)).toBe(CANCELLED_TEXT);
  });

  it('rejects answers that do not fit with StaticAnswerError', async () => {
    const request = parse(SEED_000);
    await expect(staticResolver({ 'Auth method?': ['OAuth', 'API key'] })({ request, input: SEED_000 })).rejects.toThrow(
      new StaticAnswerError('static answer for "Auth method?": the question takes one answer, got 2'),
    );
    await expect(staticResolver({ 'Languages?': ['Go', 'Cobol', 'Perl'] })({ request, input: SEED_000 })).rejects.toThrow(
      'static answer for "Languages?": "Cobol", "Perl" are not labels of the question, and only one Other text fits',
    );
    const closed = parse({ question: 'Deploy?', options: ['yes', 'no'], custom: false }, { dialect: 'agentrail' });
    await expect(staticResolver({ 'Deploy?': 'maybe' })({ request: closed, input: {} })).rejects.toBeInstanceOf(StaticAnswerError);
  });
});

describe('functionResolver', () => {
  it('takes a sync or async function; a sync throw is a rejection', async () => {
    const request = parse(ONE);
    const answered: AskOutcome = { type: 'answered', answers: { q1: { selected: ['OAuth'] } } };
    expect(await functionResolver(() => answered)({ request, input: ONE })).toBe(answered);
    expect(await functionResolver(async ({ request: r }) => ({ type: 'replied', response: r.questions[0]!.question }))({ request, input: ONE })).toStrictEqual({
      type: 'replied',
      response: 'Auth method?',
    });
    const failing = functionResolver(() => {
      throw new Error('no');
    });
    const result = failing({ request, input: ONE });
    await expect(result).rejects.toThrow('no');
  });
});

describe('stdinResolver', () => {
  it('prints numbered options and reads one number for a single-select', async () => {
    const t = terminal();
    const result = t.resolver({ request: parse(ONE), input: ONE });
    await untilPrompt(t.printed);
    expect(t.printed()).toBe(
      '[Auth] Auth method?\n  1. OAuth - Browser flow\n  2. API key - Static token\n' +
        '  Type a number, or "other <text>" for your own answer; an empty line cancels.\n> ',
    );
    t.type('2\n');
    expect(await result).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['API key'] } } });
  });

  it('asks each question in turn: "1,3" for a multi-select, "other <text>" for Other (reference 000 text)', async () => {
    const t = terminal();
    const request = parse(SEED_000);
    const result = t.resolver({ request, input: SEED_000 });
    t.type('1\n2, 1\nother Vincent Adultman\n');
    const outcome = await result;
    expect(outcome).toStrictEqual({
      type: 'answered',
      answers: { q1: { selected: ['OAuth'] }, q2: { selected: ['Go', 'Rust'] }, q3: { selected: [], other: 'Vincent Adultman' } },
    });
    expect(toCanonicalText(request, outcome)).toBe(SEED_000_TEXT);
    expect(t.printed()).toContain('(2/3) [Langs] Languages?\n  1. Go\n  2. Rust\n  3. Zig\n  Type numbers separated by commas (e.g. 1,3), or "other <text>" for your own answer; an empty line cancels.\n> ');
  });

  it('an empty line cancels: a dismissal with the answers so far ([cancelled by user])', async () => {
    const t = terminal();
    const request = parse(SEED_000);
    const result = t.resolver({ request, input: SEED_000 });
    t.type('1\n\n');
    const outcome = await result;
    expect(outcome).toStrictEqual({ type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['OAuth'] } } });
    expect(toCanonicalText(request, outcome)).toBe(CANCELLED_TEXT);
    expect(t.printed().endsWith('> (cancelled)\n')).toBe(true);
  });

  it('the end of the input cancels too', async () => {
    const t = terminal();
    const result = t.resolver({ request: parse(ONE), input: ONE });
    t.input.end();
    expect(await result).toStrictEqual(DISMISSED);
  });

  it('a line that does not fit says why and asks again', async () => {
    const t = terminal();
    const result = t.resolver({ request: parse(SEED_000), input: SEED_000 });
    t.type('9\n1,2\nother\n1\nGo\n1,3\nother   \t\nother  Mr. X \n');
    expect(await result).toStrictEqual({
      type: 'answered',
      answers: { q1: { selected: ['OAuth'] }, q2: { selected: ['Go', 'Zig'] }, q3: { selected: [], other: 'Mr. X' } },
    });
    const said = t.printed().split('\n').filter((l) => l.startsWith('>'));
    expect(said).toEqual([
      '> "9" is not an option number (1-2).',
      '> Type one option number.',
      '> Type your answer after "other", e.g. "other my answer".',
      '> ',
      '> "Go" is not an option number (1-3).',
      '> ',
      '> Type your answer after "other", e.g. "other my answer".',
      '> ',
    ]);
  });

  it('text and number questions take the answer itself; numbers are checked against the range', async () => {
    const input = {
      questions: [
        { question: 'Project name?', header: 'Name', kind: 'text' },
        { question: 'Timeout?', header: 'Timeout', kind: 'number', min: 1, max: 60, step: 1, unit: 's' },
      ],
    };
    const request = parse(input, { dialect: 'claude', strict: 'claude-code', extended: true });
    expect(request.questions.map((q) => q.kind)).toEqual(['text', 'number']);
    const t = terminal();
    const result = t.resolver({ request, input });
    t.type('  my app \nsoon\n90\n2.5\n30\n');
    expect(await result).toStrictEqual({ type: 'answered', answers: { q1: { selected: [], other: 'my app' }, q2: { selected: [], other: '30' } } });
    expect(t.printed()).toBe(
      '(1/2) [Name] Project name?\n  Type your answer; an empty line cancels.\n> \n' +
        '(2/2) [Timeout] Timeout?\n  Type a number from 1 to 60 s; an empty line cancels.\n' +
        '> "soon" is not a number.\n> 90 is not between 1 and 60.\n> 2.5 is not a multiple of 1 from 1.\n> \n',
    );
  });

  it('asks requests one at a time; lines typed ahead in one chunk all count', async () => {
    const t = terminal();
    const first = t.resolver({ request: parse(ONE), input: ONE });
    const second = t.resolver({ request: parse(ONE), input: ONE });
    t.type('1\n2\n');
    expect(await first).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['OAuth'] } } });
    expect(await second).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['API key'] } } });
  });

  it('an aborted signal stops waiting (answered elsewhere) and the next request still reads', async () => {
    const t = terminal();
    const controller = new AbortController();
    const first = t.resolver({ request: parse(ONE), input: ONE, signal: controller.signal });
    await untilPrompt(t.printed);
    controller.abort();
    expect(await first).toStrictEqual(DISMISSED);
    expect(t.printed().endsWith('> \n(answered elsewhere)\n')).toBe(true);
    const second = t.resolver({ request: parse(ONE), input: ONE });
    t.type('2\n');
    expect(await second).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['API key'] } } });
  });
});

describe('attachResolver', () => {
  it('answers the requests already waiting and each new one through broker.respond', async () => {
    const broker = createMemoryBroker();
    const early = broker.ask(ONE, { sessionId: 's1' });
    const detach = await attachResolver(broker, 's1', staticResolver({ 'Auth method?': 'API key' }));
    const late = broker.ask(SEED_000, { sessionId: 's1' });
    expect(await early).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['API key'] } } });
    expect(await late).toStrictEqual({ type: 'answered', answers: { q1: { selected: ['API key'] } } });
    expect(await broker.pending('s1')).toEqual([]);
    detach();
  });

  it('only its own session', async () => {
    const broker = createMemoryBroker();
    const resolver = vi.fn<Resolver>(async () => DISMISSED);
    const detach = await attachResolver(broker, 's1', resolver);
    void broker.ask(ONE, { sessionId: 'other' });
    // Asked after the other session's request: once the resolver has this one, it would have had that one.
    expect(await broker.ask(SEED_000, { sessionId: 's1' })).toStrictEqual(DISMISSED);
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(resolver.mock.calls[0]![0].ask).toMatchObject({ sessionId: 's1', input: SEED_000 });
    expect(await broker.pending('other')).toHaveLength(1);
    detach();
    await broker.closeSession('other');
  });

  it('a request answered elsewhere aborts the resolver; its late answer changes nothing', async () => {
    const broker = createMemoryBroker();
    const t = terminal();
    const detach = await attachResolver(broker, 's1', t.resolver);
    const asked = broker.ask(ONE, { sessionId: 's1' });
    await untilPrompt(t.printed);
    const [pending] = await broker.pending('s1');
    const byBrowser: AskOutcome = { type: 'answered', answers: { q1: { selected: ['OAuth'] } } };
    expect(await broker.respond(pending!.id, byBrowser)).toStrictEqual({ ok: true, outcome: byBrowser });
    expect(await asked).toStrictEqual(byBrowser);
    await vi.waitFor(() => expect(t.printed().endsWith('(answered elsewhere)\n')).toBe(true));
    detach();
  });

  it('a failing resolver, or an answer the broker refuses: the request is dismissed and onError told', async () => {
    const broker = createMemoryBroker();
    const onError = vi.fn();
    const failing = functionResolver(() => {
      throw new Error('resolver broke');
    });
    const detach = await attachResolver(broker, 's1', failing, { onError });
    expect(await broker.ask(ONE, { sessionId: 's1' })).toStrictEqual(DISMISSED);
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('resolver broke');
    detach();

    const wrong = vi.fn();
    const detach2 = await attachResolver(broker, 's2', staticResolver({ 'Auth method?': { selected: ['Kerberos'] } }), { onError: wrong });
    expect(await broker.ask(ONE, { sessionId: 's2' })).toStrictEqual(DISMISSED);
    expect(wrong).toHaveBeenCalledTimes(1);
    expect((wrong.mock.calls[0]![0] as Error).message).toMatch(/^the resolver's answer to request .+ was refused: /);
    detach2();
  });

  it('after detaching, new requests wait for someone else', async () => {
    const broker = createMemoryBroker();
    const resolver = vi.fn<Resolver>(async () => DISMISSED);
    const detach = await attachResolver(broker, 's1', resolver);
    detach();
    void broker.ask(ONE, { sessionId: 's1' });
    // Someone else attaches after the request was asked and is handed it: the detached resolver,
    // which would have been handed it when it was asked, never was.
    const handed = vi.fn<Resolver>(({ signal }) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve(DISMISSED))));
    const detachOther = await attachResolver(broker, 's1', handed);
    await vi.waitFor(() => expect(handed).toHaveBeenCalledTimes(1));
    expect(handed.mock.calls[0]![0].request.questions[0]!.question).toBe('Auth method?');
    expect(resolver).not.toHaveBeenCalled();
    expect(await broker.pending('s1')).toHaveLength(1);
    detachOther();
    await broker.closeSession('s1');
  });
});

describe('askq bin (runAskqCli)', () => {
  const cli = (argv: string[], typed: string, files: Record<string, string> = {}) => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let out = '';
    let err = '';
    stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    stdin.end(typed);
    const readFile = async (path: string) => {
      if (!Object.hasOwn(files, path)) throw new Error(`ENOENT: no such file, open '${path}'`);
      return files[path]!;
    };
    return runAskqCli(argv, { stdin, stdout, stderr, readFile }).then((code) => ({ code, out, err }));
  };

  it('asks a request file on stderr and prints the text the model reads on stdout', async () => {
    const { code, out, err } = await cli(['req.json'], '1\n', { 'req.json': JSON.stringify(ONE) });
    expect(code).toBe(0);
    // Spec section 3: every answer an exact label.
    expect(out).toBe('Your questions have been answered: "Auth method?"="OAuth". You can now continue with these answers in mind.\n');
    expect(err).toContain('[Auth] Auth method?\n  1. OAuth - Browser flow\n');
  });

  it('--canonical prints reference 000\'s text; an empty line gives [cancelled by user]', async () => {
    expect((await cli(['--json', JSON.stringify(SEED_000), '--canonical'], '1\n1,2\nother Vincent Adultman\n')).out).toBe(`${SEED_000_TEXT}\n`);
    const cancelled = await cli(['--json', JSON.stringify(SEED_000), '--canonical'], '\n');
    expect(cancelled).toMatchObject({ code: 0, out: `${CANCELLED_TEXT}\n` });
  });

  it('--cli-version writes that version\'s wording', async () => {
    const { out } = await cli(['--json', JSON.stringify(ONE), '--cli-version', '2.1.119'], '2\n');
    // Spec section 3: the legacy wording up to 2.1.119.
    expect(out).toBe('User has answered your questions: "Auth method?"="API key". You can now continue with the user\'s answers in mind.\n');
  });

  it('bad arguments, unreadable or invalid requests: exit 2 with the reason, nothing asked', async () => {
    expect(await cli([], '')).toMatchObject({ code: 2, out: '', err: expect.stringMatching(/^askq: no request given\n\nUsage: askq/) });
    expect(await cli(['--nope', 'a.json'], '')).toMatchObject({ code: 2, err: expect.stringMatching(/^askq: unknown option --nope\n/) });
    expect(await cli(['missing.json'], '')).toMatchObject({ code: 2, err: "askq: the request could not be read: ENOENT: no such file, open 'missing.json'\n" });
    expect(await cli(['--json', '{"questions": ['], '')).toMatchObject({ code: 2, err: expect.stringMatching(/^askq: the request could not be read: /) });
    const oneOption = { questions: [{ question: 'Pick?', header: 'Pick', options: [{ label: 'Only', description: '' }] }] };
    expect(await cli(['--json', JSON.stringify(oneOption)], '1\n')).toStrictEqual({
      code: 2,
      out: '',
      err: 'askq: the request is not valid:\n- questions[0].options must have 2-4 entries, got 1\n',
    });
  });
});

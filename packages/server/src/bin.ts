#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Readable, Writable } from 'node:stream';
import { toCanonicalText, toClaudeResultText, type ParseOptions } from '@askq/core';
import { stdinResolver } from './resolvers.js';
import { parseHostInput } from './pending-request.js';

export const USAGE = `Usage: askq <request.json> [--canonical] [--cli-version <x.y.z>] [--extended]
       askq --json '<request>' [...]

Asks an AskUserQuestion request on the terminal (questions on stderr, answers from stdin) and
prints the tool result text on stdout: the text Claude Code's model reads, or with --canonical
reference 000's canonical answer text ("[cancelled by user]" when cancelled). An empty line cancels.
`;

export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Reads a request file (tests pass a fake). @default fs.readFile as UTF-8 */
  readFile?: (path: string) => Promise<string>;
}

interface CliArgs {
  source: { file: string } | { json: string };
  canonical: boolean;
  cliVersion?: string;
  extended: boolean;
}

/** The arguments, or a sentence saying what is wrong with them. */
export function parseCliArgs(argv: readonly string[]): CliArgs | string {
  let source: CliArgs['source'] | undefined;
  let canonical = false;
  let extended = false;
  let cliVersion: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--canonical') canonical = true;
    else if (arg === '--extended') extended = true;
    else if (arg === '--cli-version' || arg === '--json') {
      const value = argv[++i];
      if (value === undefined) return `${arg} needs a value`;
      if (arg === '--cli-version') cliVersion = value;
      else if (source) return 'give one request';
      else source = { json: value };
    } else if (arg.startsWith('-')) return `unknown option ${arg}`;
    else if (source) return 'give one request';
    else source = { file: arg };
  }
  if (!source) return 'no request given';
  return cliVersion === undefined ? { source, canonical, extended } : { source, canonical, extended, cliVersion };
}

/**
 * The `askq` command: returns the exit code (0 answered or cancelled, 2 for bad arguments or a
 * request that is not valid; the reasons go to stderr).
 */
export async function runAskqCli(argv: readonly string[], io: CliIo): Promise<number> {
  const write = (stream: Writable, text: string) => void stream.write(text);
  const args = parseCliArgs(argv);
  if (typeof args === 'string') {
    write(io.stderr, `askq: ${args}\n\n${USAGE}`);
    return 2;
  }
  let input: unknown;
  try {
    const text = 'json' in args.source ? args.source.json : await (io.readFile ?? ((p: string) => readFile(p, 'utf8')))(args.source.file);
    input = JSON.parse(text);
  } catch (error) {
    write(io.stderr, `askq: the request could not be read: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const parseOptions: ParseOptions = args.extended ? { dialect: 'claude', strict: 'claude-code', extended: true } : {};
  const { request, issues } = parseHostInput(input, parseOptions);
  if (!request) {
    const errors = issues.filter((i) => i.severity === 'error');
    write(io.stderr, `askq: the request is not valid:\n${errors.map((i) => `- ${i.message}\n`).join('')}`);
    return 2;
  }
  const outcome = await stdinResolver({ input: io.stdin, output: io.stderr })({ request, input });
  const text = args.canonical ? toCanonicalText(request, outcome) : toClaudeResultText(request, outcome, args.cliVersion ? { cliVersion: args.cliVersion } : {});
  write(io.stdout, `${text}\n`);
  return 0;
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  runAskqCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`askq: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

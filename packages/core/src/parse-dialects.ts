/**
 * Where each dialect keeps its fields. Claude, OpenCode and pi share a `questions` array;
 * agentrail asks a single question at the top level.
 */
import type { AskDialect, AskQuestion, AskRequest } from './types.js';
import { type QuestionSpec, buildQuestion } from './parse-question.js';
import {
  MAX_ENTRIES,
  type ParseContext,
  type Path,
  countRule,
  formatPath,
  isAbsent,
  isArray,
  isRecord,
  lengthOf,
  optString,
  quote,
  read,
  report,
  typeError,
} from './parse-read.js';

/** Guesses the dialect from the keys the model used; null when nothing identifies one. */
export function detectDialect(input: unknown): AskDialect | null {
  if (!isRecord(input)) return null;
  const questions = read(input, 'questions');
  if (isAbsent(questions)) return isAbsent(read(input, 'question')) ? null : 'agentrail';
  if (!isArray(questions)) return 'claude';
  let opencode = false;
  const scan = Math.min(lengthOf(questions), MAX_ENTRIES);
  for (let i = 0; i < scan; i++) {
    const item = read(questions, i);
    if (!isRecord(item)) continue;
    // pi's keys win: its `id` and numeric `recommended` never occur in the other dialects.
    if (read(item, 'id') !== undefined || read(item, 'multi') !== undefined) return 'pi';
    if (typeof read(item, 'recommended') === 'number') return 'pi';
    if (read(item, 'multiple') !== undefined || read(item, 'custom') !== undefined) opencode = true;
  }
  return opencode ? 'opencode' : 'claude';
}

export function parseQuestionList(ctx: ParseContext, root: object): AskQuestion[] {
  const path = ['questions'];
  const raw = read(root, 'questions');
  const { minQuestions: min, maxQuestions: max } = ctx.limits;
  if (isAbsent(raw)) {
    if (!ctx.partial) report(ctx, 'no_questions', 'error', path, `questions is missing; send ${countRule(min, max)} in a questions array`);
    return [];
  }
  if (!isArray(raw)) {
    typeError(ctx, path, 'an array of question objects', raw);
    return [];
  }
  const count = lengthOf(raw);
  if (count > max) {
    report(ctx, 'too_many_questions', 'error', path, `questions must have ${countRule(min, max)}, got ${count}; ask the rest in a later call`);
  } else if (count > MAX_ENTRIES) {
    report(ctx, 'too_many_questions', 'error', path, `questions has ${count} entries; at most ${MAX_ENTRIES} can be shown`);
  } else if (count < min && !ctx.partial) {
    report(ctx, 'no_questions', 'error', path, `questions must have ${countRule(min, max)}, got ${count}`);
  }
  const questions: AskQuestion[] = [];
  const takenIds = new Set<string>();
  const texts = new Map<string, number>();
  for (let index = 0; index < Math.min(count, MAX_ENTRIES); index++) {
    const itemPath = [...path, index];
    const item = read(raw, index);
    // While streaming, a question followed by another one is complete.
    const settled = !ctx.partial || index < count - 1;
    if (!isRecord(item)) {
      typeError(ctx, itemPath, 'an object like { question, header, options }', item);
      continue;
    }
    const spec = ctx.dialect === 'pi' ? piSpec(ctx, item, itemPath, settled, takenIds) : sdkSpec(ctx, item, itemPath, settled);
    const question = buildQuestion(ctx, spec);
    if (question === null) continue;
    const key = question.question.trim();
    const first = texts.get(key);
    if (first === undefined) texts.set(key, index);
    else if (settled) {
      const at = [...itemPath, 'question'];
      report(
        ctx,
        'duplicate_question',
        'error',
        at,
        `${formatPath(at)} ${quote(key)} repeats questions[${first}].question; question texts must be unique because answers are keyed by them`,
      );
    }
    questions.push(question);
  }
  return questions;
}

/** Claude's AskUserQuestion and OpenCode's `question` tool differ only in a few keys. */
function sdkSpec(ctx: ParseContext, item: Record<string, unknown>, path: Path, settled: boolean): QuestionSpec {
  const index = path[path.length - 1] as number;
  const opencode = ctx.dialect === 'opencode';
  let freeTextKind = false;
  const kind = opencode ? undefined : read(item, 'kind');
  const kindPath = [...path, 'kind'];
  if (typeof kind === 'string') {
    freeTextKind = kind === 'text' || kind === 'number';
    // A kind still streaming ("tex") is not yet wrong.
    if (!freeTextKind && kind !== 'choice' && (!ctx.partial || settled)) {
      report(ctx, 'invalid_type', 'warning', kindPath, `${formatPath(kindPath)} ${quote(kind)} is not "choice", "text" or "number"; it is treated as "choice"`);
    }
  } else if (!isAbsent(kind)) {
    typeError(ctx, kindPath, '"choice", "text" or "number"', kind);
  }
  const multiKey = opencode ? 'multiple' : 'multiSelect';
  return {
    index,
    path,
    settled,
    id: `q${index + 1}`,
    question: read(item, 'question'),
    header: { mode: 'field', value: read(item, 'header') },
    options: read(item, 'options'),
    optionItems: 'objects',
    multi: read(item, multiKey),
    multiKey,
    otherKey: opencode ? 'custom' : null,
    otherValue: opencode ? read(item, 'custom') : undefined,
    freeTextKind,
    recommendedIndex: undefined,
    hint: opencode ? undefined : read(item, 'description'),
    hintKey: 'description',
    placeholder: opencode ? undefined : read(item, 'placeholder'),
  };
}

function piSpec(
  ctx: ParseContext,
  item: Record<string, unknown>,
  path: Path,
  settled: boolean,
  taken: Set<string>,
): QuestionSpec {
  const index = path[path.length - 1] as number;
  const idPath = [...path, 'id'];
  const rawId = read(item, 'id');
  let id: string | undefined;
  if (typeof rawId === 'string' && rawId.trim() !== '') id = rawId;
  else if (!isAbsent(rawId) && typeof rawId !== 'string') typeError(ctx, idPath, 'a string', rawId);
  if (id !== undefined && taken.has(id)) {
    const replacement = freeId(`q${index + 1}`, taken);
    if (settled) {
      report(ctx, 'duplicate_question', 'warning', idPath, `${formatPath(idPath)} ${quote(id)} repeats an earlier id; using ${quote(replacement)} instead, give every question its own id`);
    }
    id = undefined;
  }
  const finalId = id ?? freeId(`q${index + 1}`, taken);
  taken.add(finalId);
  const recommended = read(item, 'recommended');
  return {
    index,
    path,
    settled,
    id: finalId,
    question: read(item, 'question'),
    header: id === undefined ? { mode: 'fixed', value: `Q${index + 1}`, fallback: true } : { mode: 'fixed', value: id, fallback: false },
    options: read(item, 'options'),
    optionItems: 'objects',
    multi: read(item, 'multi'),
    multiKey: 'multi',
    otherKey: null,
    otherValue: undefined,
    freeTextKind: false,
    // pi treats the index as a UI hint and ignores invalid ones; so does askq.
    recommendedIndex: typeof recommended === 'number' && Number.isInteger(recommended) ? recommended : undefined,
    hint: undefined,
    hintKey: 'description',
    placeholder: undefined,
  };
}

function freeId(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
  return candidate;
}

export function parseAgentrail(ctx: ParseContext, root: object): AskQuestion[] {
  const question = buildQuestion(ctx, {
    index: 0,
    path: [],
    settled: !ctx.partial,
    id: 'q1',
    question: read(root, 'question'),
    // agentrail has no headers, so the fallback chip is expected and never warned about.
    header: { mode: 'fixed', value: 'Q1', fallback: true },
    options: read(root, 'options'),
    optionItems: 'strings',
    multi: read(root, 'multiple'),
    multiKey: 'multiple',
    otherKey: 'custom',
    otherValue: read(root, 'custom'),
    freeTextKind: false,
    recommendedIndex: undefined,
    hint: read(root, 'hint'),
    hintKey: 'hint',
    placeholder: undefined,
  });
  return question === null ? [] : [question];
}

/** The call-level extensions of newer SDKs: `title` and `metadata.source`. */
export function readExtras(ctx: ParseContext, root: object, request: AskRequest): void {
  const title = optString(ctx, read(root, 'title'), ['title']);
  if (title !== undefined && title.trim() !== '') request.title = title;
  const metadata = read(root, 'metadata');
  if (isAbsent(metadata)) return;
  if (!isRecord(metadata)) {
    typeError(ctx, ['metadata'], 'an object like { source }', metadata);
    return;
  }
  const source = optString(ctx, read(metadata, 'source'), ['metadata', 'source']);
  request.metadata = source === undefined ? {} : { source };
}

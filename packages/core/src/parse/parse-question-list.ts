/**
 * The `questions` array (or the single top-level question of agentrail and Mastra): its count, a
 * dialect's own ids (pi's, read by its `DialectSet`), and question texts that must be unique
 * because answers are keyed by them.
 */
import type { AskQuestion } from '../protocol/types.js';
import { MAX_ENTRIES, isArray, isRecord, lengthOf, read } from '../protocol/parse-read.js';
import { beyondShown, countRule, quote, typeMessage } from '../protocol/parse-issues.js';
import type { ParseContext } from './parse-context.js';
import { parseQuestion } from './parse-question.js';

/** Every question of `root` that has something to show (yet). */
export function parseQuestions(c: ParseContext, root: object): AskQuestion[] {
  if (c.shape.single) {
    // agentrail and Mastra have no headers, so the fallback chip is expected and never warned about.
    const question = parseQuestion(c, root, [], 0, !c.partial, 'q1', null);
    return question ? [question] : [];
  }
  const list = read(root, 'questions');
  const count = checkCount(c, list);
  const questions: AskQuestion[] = [];
  const takenIds = new Set<string>();
  const texts = new Map<string, number>();
  for (let index = 0; index < Math.min(count, MAX_ENTRIES); index++) {
    const path = ['questions', index];
    const item = read(list, index);
    // While streaming, a question followed by another one is complete.
    const settled = !c.partial || index < count - 1;
    if (!isRecord(item)) {
      c.report('invalid_type', path, typeMessage('an object like { question, header, options }', item, true));
      continue;
    }
    const [id, header] = c.shape.ids && c.ownId ? c.ownId(c, item, path, index, settled, takenIds) : [`q${index + 1}`, undefined];
    const question = parseQuestion(c, item, path, index, settled, id, header);
    if (question === null) continue;
    // Claude Code compares question texts exactly (spec section 1): "Which?" and "Which? " are two.
    const first = texts.get(question.question);
    if (first === undefined) texts.set(question.question, index);
    else if (settled) {
      c.report(
        'duplicate_question',
        [...path, 'question'],
        `${quote(question.question)} repeats questions[${first}].question; question texts must be unique because answers are keyed by them`,
      );
    }
    questions.push(question);
  }
  return questions;
}

/** How many entries `list` has to walk (0 when it is not an array); a wrong count is reported. */
function checkCount(c: ParseContext, list: unknown): number {
  const path = ['questions'];
  const { minQuestions: min, maxQuestions: max } = c.limits;
  if (list === undefined || (list === null && !c.cc)) {
    if (!c.partial) c.report('no_questions', path, `is missing; send ${countRule(min, max)} in a questions array`);
    return 0;
  }
  if (!isArray(list)) {
    c.report('invalid_type', path, typeMessage('an array of question objects', list, true));
    return 0;
  }
  const count = lengthOf(list);
  if (count > max) {
    c.report('too_many_questions', path, `must have ${countRule(min, max)}, got ${count}; ask the rest in a later call`);
  } else if (count > MAX_ENTRIES) {
    c.report('too_many_questions', path, beyondShown(count));
  } else if (count < min && !c.partial) {
    c.report('no_questions', path, `must have ${countRule(min, max)}, got ${count}`);
  }
  return count;
}

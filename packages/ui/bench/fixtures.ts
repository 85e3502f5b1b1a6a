/** Tool inputs the benchmark renders, and their streaming prefixes. */

export interface OptionInput {
  label: string;
  description: string;
}

export interface QuestionInput {
  question: string;
  header: string;
  multiSelect: false;
  options: OptionInput[];
}

export interface ToolInput {
  questions: QuestionInput[];
}

const TOPICS = ['Database', 'Auth', 'Deploy', 'Tests'] as const;

function question(topic: string, n: number): QuestionInput {
  return {
    question: `Which ${topic.toLowerCase()} setup should the project use (question ${n + 1})?`,
    header: topic,
    multiSelect: false,
    options: [1, 2, 3, 4].map((k) => ({
      label: `${topic} choice ${k}`,
      description: `Option ${k} for ${topic.toLowerCase()}: a short description of its trade-offs.`,
    })),
  };
}

/** A fresh tool input with `count` single-select questions of four options each. */
export function toolInput(count: number): ToolInput {
  return { questions: TOPICS.slice(0, count).map((topic, n) => question(topic, n)) };
}

/** Brackets and string state at the end of a JSON prefix, closed so it may parse. */
function closePrefix(prefix: string): string {
  const closers: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of prefix) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') closers.push('}');
    else if (ch === '[') closers.push(']');
    else if (ch === '}' || ch === ']') closers.pop();
  }
  return prefix + (inString ? '"' : '') + closers.reverse().join('');
}

/**
 * What an AI SDK `input-streaming` part holds for a prefix of the tool input's JSON: the longest
 * parseable repair of it (open strings and containers closed, an incomplete key or literal dropped).
 */
export function repairPrefix(prefix: string): unknown {
  for (let end = prefix.length; end > 0; end--) {
    try {
      return JSON.parse(closePrefix(prefix.slice(0, end))) as unknown;
    } catch {
      // back off one character
    }
  }
  return undefined;
}

/** `count` growing JSON-prefix chunks of `input` (the last is the whole input). */
export function streamingChunks(input: ToolInput, count: number): unknown[] {
  const text = JSON.stringify(input);
  return Array.from({ length: count }, (_, i) => repairPrefix(text.slice(0, Math.round((text.length * (i + 1)) / count))));
}

/**
 * What the scripted agent can do. Each scenario is a prompt, the AskUserQuestion call it makes,
 * and the text it continues with, written from the tool output exactly as a model would read it:
 * answers keyed by question text, notes in the annotations.
 */
import type { AskToolOutput } from '@askq/ai-sdk';
import { dashboardInput } from './dashboard.js';

export interface Scenario {
  id: string;
  title: string;
  prompt: string;
  /** Words that start this scenario when typed in the chat. */
  keywords: string[];
  intro: string;
  input: { questions: unknown[] };
  /** The text after an answer (declines are handled for every scenario alike). */
  followUp(output: AskToolOutput): string;
}

// Claude writes this as the answer of a question that only has notes: there is no choice in it.
const NOTES_ONLY = '(notes only)';

/**
 * What the user chose, as a person would say it: the label without its "(Recommended)" tag, or the
 * Other text. Undefined when the question was skipped, left unanswered (its key is absent) or has
 * notes only, so each follow-up says in words what it does about a missing answer.
 */
function answer(o: AskToolOutput, question: string): string | undefined {
  const value = o.answers[question]?.replace(' (Recommended)', '').trim();
  return value && value !== NOTES_ONLY ? value : undefined;
}
const notes = (o: AskToolOutput, question: string) => o.annotations?.[question]?.notes?.trim() || undefined;

/** Other text that declines the choice ("No license yet", "none", "not sure"): not a name to print. */
const saysNone = (text: string) => /^(no|none|nothing|not|n\/a|skip)\b/i.test(text);
/** A chosen name, or undefined when the user chose nothing (or wrote that they choose nothing). */
const picked = (o: AskToolOutput, question: string) => {
  const value = answer(o, question);
  return value && !saysNone(value) ? value : undefined;
};

/**
 * The items of a multi-select answer. Claude joins them with ", " and writes an item that holds
 * ", " or a quote as a JSON string, so "Biome, for now" typed in Other stays one item.
 */
function listItems(value: string): string[] {
  const items: string[] = [];
  for (let rest = value; rest; ) {
    const quoted = /^"(?:[^"\\]|\\.)*"(?=, |$)/.exec(rest)?.[0];
    const raw = quoted ?? rest.split(', ', 1)[0]!;
    let item = raw;
    try {
      if (quoted) item = JSON.parse(quoted) as string;
    } catch {
      // Not valid JSON after all: keep the text as written.
    }
    items.push(item);
    rest = rest.slice(raw.length + 2);
  }
  return items;
}

/** "A", "A and B", "A, B and C": how a sentence lists things, rather than the comma-joined answer. */
const inWords = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Lower-cases a typed name inside a sentence, but leaves acronyms ("KPI tiles") alone. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
/** A quoted note closes the sentence itself when it already ends with punctuation. */
const quoted = (text: string) => `“${text}”${/[.!?…]$/.test(text) ? '' : '.'}`;

/** "You left the framework and the package manager open, ...": said once for every default taken. */
function defaultsTaken(topics: string[]): string {
  if (topics.length === 0) return '';
  return ` You left ${inWords(topics)} open, so I went with the recommended ${topics.length > 1 ? 'ones' : 'one'}.`;
}

// The chart options as a sentence names them ("with a donut chart", never "with donut").
const CHART_NAMES: Record<string, string> = { Bars: 'a bar chart', Line: 'a line chart', Donut: 'a donut chart' };
function chartName(chart: string): string {
  if (CHART_NAMES[chart]) return CHART_NAMES[chart];
  const typed = lowerFirst(chart);
  return article(/\b(chart|graph|plot|table|map)s?$/i.test(typed) ? typed : `${typed} chart`);
}

const TRIP_Q = 'Where should the weekend trip go?';
const FW_Q = 'Which framework should the project use?';
const TOOLS_Q = 'Which tools should be set up from the start?';
const PM_Q = 'Which package manager should it use?';
const LICENSE_Q = 'How should the code be licensed?';
export const LAYOUT_Q = 'Which dashboard layout should I build?';
export const CHART_Q = 'Which chart style fits the main panel?';
const DB_Q = 'Which database should the app use?';

export const scenarios: Scenario[] = [
  {
    id: 'trip',
    title: 'Plan a trip',
    prompt: 'Plan a weekend trip for me.',
    keywords: ['trip', 'travel', 'weekend'],
    intro: 'Happy to plan it. One thing first, since it changes everything else:',
    input: {
      questions: [
        {
          question: TRIP_Q,
          header: 'Destination',
          multiSelect: false,
          options: [
            { label: 'Lisbon (Recommended)', description: 'Mild weather, trams and viewpoints, great food.' },
            { label: 'Porto', description: 'Smaller, by the river, port cellars.' },
            { label: 'Seville', description: 'Warm, orange trees, flamenco at night.' },
            { label: 'Valencia', description: 'Beach, paella and the City of Arts and Sciences.' },
          ],
        },
      ],
    },
    followUp: (o) => {
      const city = picked(o, TRIP_Q);
      const opening = city ? `${capitalized(city)} it is!` : 'No destination yet, so here’s a plan that works almost anywhere.';
      return `${opening} Day one: arrive, walk the old town and find dinner near the water. Day two: a morning market, a museum, and one long lunch before heading home.`;
    },
  },
  {
    id: 'project',
    title: 'Set up a project',
    prompt: 'Set up a new web project for me.',
    keywords: ['project', 'setup', 'set up', 'scaffold'],
    intro: 'Before I scaffold anything, four quick choices:',
    input: {
      questions: [
        {
          question: FW_Q,
          header: 'Framework',
          multiSelect: false,
          options: [
            { label: 'React (Recommended)', description: 'The largest ecosystem; what the team knows.' },
            { label: 'Vue', description: 'Single-file components, gentle learning curve.' },
            { label: 'Svelte', description: 'Compiled, very little runtime.' },
          ],
        },
        {
          question: TOOLS_Q,
          header: 'Tooling',
          multiSelect: true,
          options: [
            { label: 'ESLint', description: 'Lint rules on every save.' },
            { label: 'Prettier', description: 'One code style, no debates.' },
            { label: 'Vitest', description: 'Unit tests.' },
            { label: 'Playwright', description: 'End-to-end browser tests.' },
          ],
        },
        {
          question: PM_Q,
          header: 'Packages',
          multiSelect: false,
          options: [
            { label: 'pnpm (Recommended)', description: 'Fast, strict, workspaces built in.' },
            { label: 'npm', description: 'Ships with Node.' },
          ],
        },
        {
          question: LICENSE_Q,
          header: 'License',
          multiSelect: false,
          options: [
            { label: 'MIT (Recommended)', description: 'Short and permissive.' },
            { label: 'Apache-2.0', description: 'Permissive, with a patent grant.' },
          ],
        },
      ],
    },
    followUp: (o) => {
      // A framework and a package manager are needed to start: a missing one gets the recommended
      // option, and the text says so. Tooling and a license can wait, and the text says that too.
      const fw = picked(o, FW_Q);
      const pm = picked(o, PM_Q);
      const tools = listItems(answer(o, TOOLS_Q) ?? '').filter((t) => !saysNone(t));
      const license = picked(o, LICENSE_Q)?.replace(/ license$/i, '');
      const defaulted = [...(fw ? [] : ['the framework']), ...(pm ? [] : ['the package manager'])];
      const setUp = tools.length > 0 ? `set up ${inWords(tools)}` : 'skip extra tooling';
      const licensing = license ? `license it under ${license}` : 'leave it without a license for now';
      // "I'll set up X and license it", but "I'll license it under MIT and skip extra tooling for
      // now"; a comma keeps "ESLint and Vitest, and license it" from reading as one list.
      const plan = tools.length === 0 && license ? `${licensing} and ${setUp} for now` : `${setUp}${tools.length > 1 ? ',' : ''} and ${licensing}`;
      return `Scaffolding ${article(fw ?? 'React')} project with ${pm ?? 'pnpm'}.${defaultsTaken(defaulted)} I’ll ${plan}. Then I’ll commit the skeleton and open a README.`;
    },
  },
  {
    id: 'dashboard',
    title: 'Pick a dashboard layout',
    prompt: 'Design the analytics dashboard.',
    keywords: ['dashboard', 'layout', 'design'],
    intro: 'I sketched a few layouts. Compare the previews and tell me which to build:',
    input: dashboardInput(LAYOUT_Q, CHART_Q),
    followUp: (o) => {
      // A layout is needed to start building (the recommended one if none was picked); the chart
      // can wait for the data. Notes count on either question, also without a choice.
      const layout = picked(o, LAYOUT_Q)?.replace(/ layout$/i, '');
      const chart = picked(o, CHART_Q);
      const layoutNotes = notes(o, LAYOUT_Q);
      const chartNotes = notes(o, CHART_Q);
      const building = `Building the ${layout ?? 'Sidebar'} layout${chart ? ` with ${chartName(chart)} in the main panel` : ''}.`;
      const chartLater = chart ? '' : ' I’ll choose the chart for the main panel once I see the data.';
      const noted =
        layoutNotes && chartNotes
          ? ` Noted for the layout: “${layoutNotes}”, and for the chart: ${quoted(chartNotes)}`
          : layoutNotes || chartNotes
            ? ` Noted: ${quoted((layoutNotes ?? chartNotes)!)}`
            : '';
      return `${building}${defaultsTaken(layout ? [] : ['the layout'])}${chartLater}${noted}`;
    },
  },
  {
    id: 'database',
    title: 'Skip or reply in chat',
    prompt: 'Add persistence to the app.',
    keywords: ['database', 'persistence', 'storage'],
    intro: 'This one is your call. Pick one, skip it, choose “Chat about this”, or just type in the chat:',
    input: {
      questions: [
        {
          question: DB_Q,
          header: 'Database',
          multiSelect: false,
          options: [
            { label: 'PostgreSQL (Recommended)', description: 'Relational, battle-tested.' },
            { label: 'SQLite', description: 'A single file, zero setup.' },
            { label: 'MongoDB', description: 'Documents, flexible schema.' },
          ],
        },
      ],
    },
    followUp: (o) => {
      const db = answer(o, DB_Q);
      // "None" typed in Other is a choice too: no database, and the text says what happens instead.
      if (db && saysNone(db)) return 'No database, then. I’ll keep the data in memory for now, behind one small module you can swap later.';
      return db
        ? `Adding ${db} with a migrations folder and a seed script.`
        : 'You left the database open, so I went with the recommended one: adding PostgreSQL with a migrations folder and a seed script.';
    },
  },
];

export const scenarioById = (id: string | undefined) => scenarios.find((s) => s.id === id);

export function scenarioForText(text: string): Scenario | undefined {
  const t = text.toLowerCase();
  return scenarios.find((s) => s.prompt.toLowerCase() === t) ?? scenarios.find((s) => s.keywords.some((k) => t.includes(k)));
}

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

const answer = (o: AskToolOutput, question: string) => o.answers[question];
const notes = (o: AskToolOutput, question: string) => o.annotations?.[question]?.notes;

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
      const city = (answer(o, TRIP_Q) ?? 'somewhere nice').replace(' (Recommended)', '');
      return `${city} it is! Day one: arrive, walk the old town and find dinner near the water. Day two: a morning market, a museum, and one long lunch before heading home.`;
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
      const fw = (answer(o, FW_Q) ?? 'React').replace(' (Recommended)', '');
      const tools = answer(o, TOOLS_Q);
      const pm = (answer(o, PM_Q) ?? 'pnpm').replace(' (Recommended)', '');
      const license = (answer(o, LICENSE_Q) ?? 'no license yet').replace(' (Recommended)', '');
      return `Scaffolding a ${fw} project with ${pm}${tools ? `, set up with ${tools}` : ' and no extra tooling'}, licensed ${license}. I'll commit the skeleton and open a README next.`;
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
      const layout = (answer(o, LAYOUT_Q) ?? 'the first layout').replace(' (Recommended)', '');
      const chart = answer(o, CHART_Q);
      const said = notes(o, LAYOUT_Q);
      return `Building the ${layout} layout${chart ? ` with ${chart.toLowerCase()} in the main panel` : ''}.${said ? ` Noted: “${said}”.` : ''}`;
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
    followUp: (o) => `Adding ${(answer(o, DB_Q) ?? 'a database').replace(' (Recommended)', '')} with a migrations folder and a seed script.`,
  },
];

export const scenarioById = (id: string | undefined) => scenarios.find((s) => s.id === id);

export function scenarioForText(text: string): Scenario | undefined {
  const t = text.toLowerCase();
  return scenarios.find((s) => s.prompt.toLowerCase() === t) ?? scenarios.find((s) => s.keywords.some((k) => t.includes(k)));
}

import { describe, expect, it, vi } from 'vitest';

/** A call's arguments as AG-UI streams them: JSON text, which only the kit's parse reads. */
const ARGUMENTS = JSON.stringify({ questions: [{ question: 'Which database?', header: 'DB', options: [{ label: 'Postgres' }, { label: 'SQLite' }] }] });

/** Fresh modules: each test starts on a page that never loaded the kit. */
async function fresh() {
  vi.resetModules();
  return import('./kit-load.js');
}

describe('askArgumentsParser', () => {
  it('reads arguments at once once something on the page loaded the kit (a declined or invalid call): no "nothing yet" first', async () => {
    const { askArgumentsParser, loadAskKit } = await fresh();
    await loadAskKit();
    expect(askArgumentsParser.get()).not.toBe(askArgumentsParser.initial);
    expect(askArgumentsParser(ARGUMENTS).request?.questions.map((q) => q.question)).toEqual(['Which database?']);
  });

  it('reads them as "nothing yet" until the kit is there', async () => {
    const { askArgumentsParser } = await fresh();
    expect(askArgumentsParser(ARGUMENTS).request).toMatchObject({ questions: [], partial: true });
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** JSON text (a call's input as text): only the kit's parser reads it, the fast path does not. */
const TEXT = JSON.stringify({ questions: [{ question: 'Which database?', header: 'DB', options: [{ label: 'Postgres' }, { label: 'SQLite' }] }] });

/** Fresh modules: each test starts on a page that never loaded the kit. */
async function fresh() {
  vi.resetModules();
  const [{ toolInputParser }, { loadPartKit }, { AskUserQuestion }] = await Promise.all([
    import('./tool-input-parser.js'),
    import('./part-kit-load.js'),
    import('@askq/ui'),
  ]);
  return { toolInputParser, loadPartKit, AskUserQuestion };
}

/** Whether the picker's busy card (`aria-busy` root) was ever in `container` while `run` ran. */
function sawBusyCard(container: HTMLElement, run: () => void): boolean {
  let seen = false;
  const check = () => (seen ||= !!container.querySelector('[data-slot="askq-root"][aria-busy="true"]'));
  const observer = new MutationObserver(check);
  observer.observe(container, { childList: true, subtree: true, attributes: true });
  run();
  check();
  observer.takeRecords();
  observer.disconnect();
  return seen;
}

describe('toolInputParser', () => {
  it('reads input only the kit reads at once when the page already loaded the kit: no busy card first', async () => {
    const { toolInputParser, loadPartKit, AskUserQuestion } = await fresh();
    // The page's useChat part asked for the kit before (a call that streamed in).
    await loadPartKit();
    expect(toolInputParser.get()(TEXT).request?.questions).toHaveLength(1);
    const container = document.body.appendChild(document.createElement('div'));
    const busy = sawBusyCard(container, () => render(<AskUserQuestion input={TEXT} parser={toolInputParser} onOutcome={() => undefined} />, { container }));
    expect(busy).toBe(false);
    expect(screen.getByText('Which database?')).toBeTruthy();
  });

  it('reads it as "nothing yet" while nothing on the page has loaded the kit, then asks for it', async () => {
    const { toolInputParser } = await fresh();
    expect(toolInputParser.get()(TEXT).request).toMatchObject({ questions: [], partial: true });
    await toolInputParser.load();
    expect(toolInputParser.get()(TEXT).request?.questions).toHaveLength(1);
  });
});

/** Tool inputs the stories and tests share, as a model would send them (raw, not parsed). */

export const singleInput = {
  questions: [
    {
      question: 'Which package manager should the new workspace use?',
      header: 'Packages',
      multiSelect: false,
      options: [
        { label: 'pnpm (Recommended)', description: 'Strict, fast, disk-efficient workspaces.' },
        { label: 'npm', description: 'Ships with Node; no extra install.' },
        { label: 'Yarn', description: 'Plug’n’Play and zero-installs.' },
      ],
    },
  ],
};

export const multiInput = {
  questions: [
    {
      question: 'Which checks should run on every pull request?',
      header: 'CI checks',
      multiSelect: true,
      options: [
        { label: 'Type check', description: 'tsc --noEmit over every package.' },
        { label: 'Unit tests', description: 'Vitest in Node and jsdom.' },
        { label: 'Story tests', description: 'Storybook stories in Chromium with axe.' },
        { label: 'Size budget', description: 'Fails when a bundle grows past its budget.' },
      ],
    },
  ],
};

const box = (title: string, rows: string[]) =>
  [`┌${'─'.repeat(30)}┐`, `│ ${title.padEnd(29)}│`, `├${'─'.repeat(30)}┤`, ...rows.map((r) => `│ ${r.padEnd(29)}│`), `└${'─'.repeat(30)}┘`].join('\n');

export const markdownPreviewInput = {
  questions: [
    {
      question: 'Which layout should the settings page use?',
      header: 'Layout',
      multiSelect: false,
      options: [
        { label: 'Sidebar (Recommended)', description: 'Sections in a left rail.', preview: box('Settings', ['▸ Profile', '  Billing', '  Team']) },
        { label: 'Tabs', description: 'Sections as tabs on top.', preview: box('Profile | Billing | Team', ['Name  [__________]', 'Email [__________]']) },
        {
          label: 'Single long page',
          description: 'Everything on one scrolling page.',
          preview: Array.from({ length: 40 }, (_, i) => `## Section ${i + 1}`).join('\n'),
        },
        { label: 'Decide later', description: 'No mockup for this one.' },
      ],
    },
  ],
};

export const htmlPreviewInput = {
  questions: [
    {
      question: 'Which button style fits the brand?',
      header: 'Buttons',
      multiSelect: false,
      options: [
        {
          label: 'Solid',
          description: 'Filled, high emphasis.',
          preview: '<div style="padding:16px"><button style="background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:8px 16px">Save changes</button></div>',
        },
        {
          label: 'Outline',
          description: 'Bordered, medium emphasis.',
          preview: '<div style="padding:16px"><button style="background:none;color:#4f46e5;border:2px solid #4f46e5;border-radius:8px;padding:6px 14px">Save changes</button></div>',
        },
        {
          label: 'Hostile',
          description: 'Tries to run script and phone home; the sandbox stops both.',
          preview: '<img src="https://example.invalid/pixel.gif" alt="pixel" onerror="parent.alert(1)"><p>Inline handlers never run here.</p>',
        },
      ],
    },
  ],
};

export const fourQuestionsInput = {
  questions: [
    singleInput.questions[0]!,
    multiInput.questions[0]!,
    {
      question: 'Which test runner should the packages use?',
      header: 'Tests',
      multiSelect: false,
      options: [
        { label: 'Vitest (Recommended)', description: 'Vite-native, fast watch mode.' },
        { label: 'Jest', description: 'The long-time default.' },
      ],
    },
    {
      question: 'Where should the docs live?',
      header: 'Docs',
      multiSelect: false,
      options: [
        { label: 'README files', description: 'One per package.' },
        { label: 'A docs site', description: 'Built from MDX.' },
      ],
    },
  ],
};

export const longTextInput = {
  questions: [
    {
      question:
        'The migration touches the billing, the authentication and the notification services at once; which rollout strategy should we follow so that a failure in any one of them can be rolled back without taking the other two down with it, given that the billing service cannot be paused during business hours?',
      header: 'Rollout strategy for the migration',
      multiSelect: false,
      options: [
        {
          label: 'Feature flags per service, enabled one at a time over a week (Recommended)',
          description:
            'Each service reads its own flag; we flip billing last, outside business hours, after authentication and notifications have run on the new path for two days without errors. Rollback is flipping a flag.',
        },
        { label: 'Big bang', description: 'Everything at once in a maintenance window. Antidisestablishmentarianism-level risk: supercalifragilisticexpialidocious.' },
      ],
    },
  ],
};

/** pi's `ask` dialect: ids, `multi`, a recommended index, and no limit on options. */
export const pi200Input = {
  questions: [
    {
      id: 'region',
      question: 'Which of the 200 regions should host the replica?',
      options: Array.from({ length: 200 }, (_, i) => ({ label: `region-${String(i + 1).padStart(3, '0')}` })),
      recommended: 2,
    },
  ],
};

/** agentrail: one question without options is free text. */
export const freeTextInput = { question: 'What should the release be called?', hint: 'One or two words.' };

/** Claude's limits broken twice: an empty question and a single option. */
export const invalidInput = {
  questions: [{ question: '', header: 'Broken', options: [{ label: 'Only one', description: 'Needs a second option.' }] }],
};

/** The same call cut off mid-stream. */
export const streamingInput = {
  questions: [{ question: 'Which package manager should the new workspace use?', header: 'Packages', options: [{ label: 'pnpm' }, { label: 'np' }] }],
};

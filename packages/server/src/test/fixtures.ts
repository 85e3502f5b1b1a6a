/** The single-select question the broker tests ask (two options, no previews). */
export const DB_QUESTION = {
  question: 'Which database?',
  header: 'DB',
  options: [
    { label: 'Postgres', description: 'Relational, server' },
    { label: 'SQLite', description: 'Embedded file' },
  ],
  multiSelect: false,
};

/**
 * The dashboard scenario's previews: markdown sketches, shown in a monospace box, for the layouts
 * and the charts.
 */
const sidebar = [
  '+--------+-----------------------+',
  '| Nav    |  KPI   KPI   KPI      |',
  '|        +-----------------------+',
  '| Home   |                       |',
  '| Sales  |     Main chart        |',
  '| Users  |                       |',
  '+--------+-----------------------+',
].join('\n');

const topbar = [
  '+--------------------------------+',
  '| Logo   Home  Sales  Users   ⚙  |',
  '+----------+----------+----------+',
  '|   KPI    |   KPI    |   KPI    |',
  '+----------+----------+----------+',
  '|          Main chart            |',
  '+--------------------------------+',
].join('\n');

const cards = [
  '+----------+  +----------+',
  '|  Sales   |  |  Users   |',
  '|  ▁▃▅▇    |  |  ▂▄▆█    |',
  '+----------+  +----------+',
  '+----------+  +----------+',
  '|  Churn   |  |  Revenue |',
  '+----------+  +----------+',
].join('\n');

// The charts are text sketches too: the preview format is a host setting for the whole call
// (`previewFormat`), and this demo's host renders markdown, so an HTML fragment here would be
// shown as its source. A host that renders HTML sets `previewFormat: 'html'` on both the tool and
// `<AskUserQuestionPart>`, and then every preview of the call must be an HTML fragment.
const bars = [
  'Monthly revenue, bars',
  '',
  '      ▁▁ ▃▃ ▂▂ ▅▅ ▄▄ ▇▇',
  '   ▂▂ ██ ██ ██ ██ ██ ██',
  '   ██ ██ ██ ██ ██ ██ ██',
  '   J  F  M  A  M  J  J',
].join('\n');

const line = [
  'Monthly revenue, line',
  '',
  '                     ╭─',
  '            ╭──╮  ╭──╯',
  '     ╭──╮ ╭─╯  ╰──╯',
  '   ──╯  ╰─╯',
  '   J  F  M  A  M  J  J',
].join('\n');

const donut = [
  'Revenue by channel, donut',
  '',
  '     ▄▀▀▀▄      ■ Direct    45%',
  '    █  ·  █     ■ Partners  30%',
  '     ▀▄▄▄▀      ■ Ads       25%',
].join('\n');

export const dashboardInput = (layoutQ: string, chartQ: string) => ({
  questions: [
    {
      question: layoutQ,
      header: 'Layout',
      multiSelect: false,
      options: [
        { label: 'Sidebar (Recommended)', description: 'Navigation on the left, room for many sections.', preview: sidebar },
        { label: 'Top bar', description: 'Navigation on top, full width for charts.', preview: topbar },
        { label: 'Card grid', description: 'Equal cards, good on phones.', preview: cards },
      ],
    },
    {
      question: chartQ,
      header: 'Chart',
      multiSelect: false,
      options: [
        { label: 'Bars', description: 'Compare months at a glance.', preview: bars },
        { label: 'Line', description: 'Show the trend.', preview: line },
        { label: 'Donut', description: 'Show the split by channel.', preview: donut },
      ],
    },
  ],
});

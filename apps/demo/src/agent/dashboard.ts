/**
 * The dashboard scenario's previews: markdown sketches (shown monospace) for the layouts and small
 * HTML fragments (inline styles only: the protocol forbids script and style tags) for the charts.
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

const bar = (h: number, c: string) => `<div style="height:${h}%;background:${c};border-radius:3px 3px 0 0"></div>`;
const bars = `<div style="display:grid;grid-template-columns:repeat(6,1fr);align-items:end;gap:6px;height:120px;padding:8px;font:12px sans-serif">${[40, 65, 50, 80, 70, 95]
  .map((h) => bar(h, '#4f46e5'))
  .join('')}</div><p style="margin:4px 8px;font:12px sans-serif;color:#333">Monthly revenue, bars</p>`;

const line = `<svg viewBox="0 0 200 100" width="100%" height="120" role="img" aria-label="Line chart sketch"><polyline fill="none" stroke="#0f766e" stroke-width="3" points="0,80 40,60 80,70 120,35 160,45 200,10"/></svg><p style="margin:4px 8px;font:12px sans-serif;color:#333">Monthly revenue, line</p>`;

const donut = `<div style="display:flex;align-items:center;gap:12px;padding:8px;font:12px sans-serif;color:#333"><div style="width:96px;height:96px;border-radius:50%;background:conic-gradient(#4f46e5 0 45%,#0f766e 0 75%,#d97706 0);mask:radial-gradient(circle,transparent 45%,#000 46%)"></div><span>Revenue by channel</span></div>`;

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

/**
 * HTML previews as a model writes them for a picker: buttons, cards, forms, tables, navigation
 * bars, flex rows and grids, charts, code, long text and lists. The frame-size test renders each
 * and compares the frame's estimated height with what the fragment really takes.
 */
export const MOCKUPS: { name: string; html: string }[] = [
  { name: 'one line of text', html: 'Hello' },
  {
    name: 'solid button',
    html: '<div style="padding:16px"><button style="background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:8px 16px">Save changes</button></div>',
  },
  {
    name: 'outline button',
    html: '<div style="padding:16px"><button style="background:none;color:#4f46e5;border:2px solid #4f46e5;border-radius:8px;padding:6px 14px">Save changes</button></div>',
  },
  {
    name: 'pricing card',
    html:
      '<div style="border:1px solid #ddd;border-radius:8px;padding:16px;max-width:320px"><h3 style="margin:0 0 8px">Pro plan</h3>' +
      '<p style="margin:0;color:#555">Unlimited projects, priority support and a custom domain for every workspace.</p>' +
      '<button style="margin-top:12px;padding:6px 12px">Upgrade</button></div>',
  },
  {
    name: 'sign-in form in a grid',
    html:
      '<div style="display:grid;gap:8px;max-width:280px"><label>Email <input type="email" placeholder="you@example.com"></label>' +
      '<label>Password <input type="password"></label><label><input type="checkbox"> Remember me</label><button>Sign in</button></div>',
  },
  {
    name: 'bordered table',
    html:
      '<table border="1" style="border-collapse:collapse;width:100%"><thead><tr><th>Plan</th><th>Seats</th><th>Price</th></tr></thead><tbody>' +
      '<tr><td>Free</td><td>1</td><td>$0</td></tr><tr><td>Team</td><td>10</td><td>$49</td></tr><tr><td>Business</td><td>50</td><td>$199</td></tr></tbody></table>',
  },
  {
    name: 'navigation bar',
    html: '<nav style="display:flex;gap:16px;padding:12px 16px;background:#111;color:#fff;border-radius:6px"><b>Acme</b><span>Docs</span><span>Pricing</span><span style="margin-left:auto">Sign in</span></nav>',
  },
  {
    name: 'three cards in a row',
    html:
      '<div style="display:flex;gap:12px">' +
      ['Starter', 'Growth', 'Scale']
        .map((n) => `<div style="flex:1;border:1px solid #ccc;border-radius:8px;padding:12px"><strong>${n}</strong><p style="margin:4px 0 0;font-size:13px">For teams that want to ship faster.</p></div>`)
        .join('') +
      '</div>',
  },
  {
    name: 'two by two grid',
    html:
      '<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">' +
      ['Users', 'Revenue', 'Churn', 'NPS'].map((n, i) => `<div style="padding:12px;border:1px solid #ddd;border-radius:6px"><div style="font-size:12px;color:#666">${n}</div><div style="font-size:24px;font-weight:600">${i * 17 + 3}</div></div>`).join('') +
      '</div>',
  },
  {
    name: 'article with headings and a list',
    html: '<h2>Release notes</h2><p>Version 2.4 brings faster sync and a new editor.</p><h3>Highlights</h3><ul><li>Offline mode</li><li>Shared templates</li><li>Dark theme</li></ul>',
  },
  {
    name: 'long paragraph',
    html: `<p>${'The quick brown fox jumps over the lazy dog while the product team reviews the onboarding flow. '.repeat(6)}</p>`,
  },
  {
    name: 'svg bar chart with a size',
    html:
      '<svg width="240" height="120" viewBox="0 0 240 120"><rect x="10" y="60" width="40" height="60" fill="#4f46e5"/><rect x="70" y="30" width="40" height="90" fill="#4f46e5"/>' +
      '<rect x="130" y="10" width="40" height="110" fill="#4f46e5"/><rect x="190" y="80" width="40" height="40" fill="#4f46e5"/></svg>',
  },
  { name: 'sized data: image', html: '<img alt="logo" width="64" height="64" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"><p>Acme Inc.</p>' },
  { name: 'code block', html: '<pre><code>npm install acme\nacme init\nacme deploy --prod\n</code></pre>' },
  {
    name: 'settings rows with toggles',
    html: ['Email alerts', 'Push notifications', 'Weekly digest', 'Product news']
      .map((n) => `<div style="display:flex;justify-content:space-between;align-items:center;padding:8px 0;border-bottom:1px solid #eee"><span>${n}</span><input type="checkbox" checked></div>`)
      .join(''),
  },
  {
    name: 'badges',
    html: ['New', 'Beta', 'Pro', 'Deprecated'].map((n) => `<span style="display:inline-block;padding:2px 8px;margin:2px;border-radius:999px;background:#eef;font-size:12px">${n}</span>`).join(''),
  },
  { name: 'closed details', html: '<details><summary>Advanced options</summary><p>Hidden until opened.</p><p>More.</p></details>' },
  { name: 'textarea and select', html: '<label>Feedback<br><textarea rows="4" style="width:100%"></textarea></label><br><select><option>Low</option><option>High</option></select>' },
  {
    name: 'sidebar layout with a fixed height',
    html: '<div style="display:flex;height:180px;border:1px solid #ddd"><aside style="width:120px;background:#f4f4f5;padding:8px">Inbox<br>Sent<br>Drafts</aside><main style="flex:1;padding:12px">Select a message</main></div>',
  },
  { name: 'thirty list items (taller than the frame)', html: `<ol>${Array.from({ length: 30 }, (_, i) => `<li>Item ${i + 1}</li>`).join('')}</ol>` },
];

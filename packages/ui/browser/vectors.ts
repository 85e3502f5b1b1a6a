/**
 * Every way an HTML fragment can make a browser reach a server, each written against `origin`
 * (the test's loopback "remote" server). `click`: the vector needs a click on the element that
 * fills the top of the frame (`BIG` gives it that size). Used by the sanitizer's unit test and by
 * the browser test that watches the network.
 */
export interface NetworkVector {
  name: string;
  html: (origin: string) => string;
  click?: boolean;
}

const BIG = 'style="display:block;width:100%;height:180px"';

export const NETWORK_VECTORS: NetworkVector[] = [
  { name: 'img src', html: (o) => `<img src="${o}/img.png">` },
  { name: 'img srcset', html: (o) => `<img srcset="${o}/a.png 1x, ${o}/b.png 2x">` },
  { name: 'picture source srcset', html: (o) => `<picture><source srcset="${o}/p.webp"><img alt="p"></picture>` },
  { name: 'input type=image', html: (o) => `<input type="image" src="${o}/i.png">` },
  { name: 'iframe src', html: (o) => `<iframe src="${o}/frame"></iframe>` },
  { name: 'iframe srcdoc nesting an image', html: (o) => `<iframe srcdoc="<img src='${o}/nested.png'>"></iframe>` },
  { name: 'iframe data: URL', html: (o) => `<iframe src="data:text/html,<img src='${o}/data-frame.png'>"></iframe>` },
  { name: 'object data', html: (o) => `<object data="${o}/object" type="text/html"></object>` },
  { name: 'embed src', html: (o) => `<embed src="${o}/embed" type="text/html">` },
  { name: 'video src and poster', html: (o) => `<video src="${o}/v.mp4" poster="${o}/poster.png" preload="auto"></video>` },
  { name: 'audio and source', html: (o) => `<audio preload="auto"><source src="${o}/a.mp3"></audio>` },
  { name: 'track src', html: (o) => `<video><track src="${o}/t.vtt" default></video>` },
  { name: 'script src', html: (o) => `<script src="${o}/s.js"></script>` },
  { name: 'link stylesheet', html: (o) => `<link rel="stylesheet" href="${o}/s.css">` },
  { name: 'link preconnect', html: (o) => `<link rel="preconnect" href="${o}">` },
  { name: 'link dns-prefetch', html: (o) => `<link rel="dns-prefetch" href="${o}">` },
  { name: 'link prefetch', html: (o) => `<link rel="prefetch" href="${o}/prefetch">` },
  { name: 'link preload', html: (o) => `<link rel="preload" as="image" href="${o}/preload.png">` },
  { name: 'link modulepreload', html: (o) => `<link rel="modulepreload" href="${o}/m.js">` },
  { name: 'link icon', html: (o) => `<link rel="icon" href="${o}/favicon.ico">` },
  { name: 'meta refresh', html: (o) => `<meta http-equiv="refresh" content="0;url=${o}/refresh">` },
  { name: 'base href under a relative image', html: (o) => `<base href="${o}/"><img src="relative.png">` },
  { name: 'style attribute url()', html: (o) => `<div style="width:50px;height:50px;background:url(${o}/bg.png)"></div>` },
  { name: 'style attribute with a CSS escape', html: (o) => `<div style="width:50px;height:50px;background-image:u\\72l(${o}/esc.png)"></div>` },
  { name: 'style attribute image-set()', html: (o) => `<div style="width:50px;height:50px;background-image:image-set('${o}/set.png' 1x)"></div>` },
  { name: 'style attribute cursor, list-style and border-image', html: (o) => `<ul style="cursor:url(${o}/c.cur),auto;list-style-image:url(${o}/l.png);border:5px solid;border-image:url(${o}/b.png) 30"><li>x</li></ul>` },
  { name: 'style element @import and @font-face', html: (o) => `<style>@import url(${o}/i.css);@font-face{font-family:x;src:url(${o}/f.woff)}body{font-family:x;background:url(${o}/sbg.png)}</style>` },
  { name: 'table background attribute', html: (o) => `<table background="${o}/tbg.png"><tr><td background="${o}/tdbg.png">x</td></tr></table>` },
  { name: 'svg image href', html: (o) => `<svg width="50" height="50"><image href="${o}/svg.png" width="50" height="50"/></svg>` },
  { name: 'svg image xlink:href', html: (o) => `<svg width="50" height="50" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="${o}/xsvg.png" width="50" height="50"/></svg>` },
  { name: 'svg use external href', html: (o) => `<svg width="50" height="50"><use href="${o}/sprite.svg#icon"/></svg>` },
  { name: 'svg feImage', html: (o) => `<svg width="50" height="50"><filter id="f"><feImage href="${o}/fe.png"/></filter><rect width="50" height="50" filter="url(#f)"/></svg>` },
  { name: 'svg fill and filter url()', html: (o) => `<svg width="50" height="50"><rect width="50" height="50" fill="url(${o}/paint.svg#g)" filter="url(${o}/filter.svg#f)"/></svg>` },
  // mask takes a list of layers: a local reference first does not make the second one local.
  { name: 'svg mask and marker: a local url() then a remote one', html: (o) => `<svg width="50" height="50"><mask id="m"><rect width="50" height="50" fill="white"/></mask><marker id="k"><rect width="2" height="2"/></marker><path d="M0 0L50 50" stroke="black" mask="url(#m), url(${o}/mask.svg#m)" marker-start="url('#k') url(${o}/marker.svg#k)"/></svg>` },
  { name: 'svg style element', html: (o) => `<svg><style>@import url(${o}/svg.css);</style></svg>` },
  { name: 'svg foreignObject iframe', html: (o) => `<svg width="50" height="50"><foreignObject width="50" height="50"><iframe src="${o}/fo"></iframe></foreignObject></svg>` },
  { name: 'noscript image (shown when scripts are off)', html: (o) => `<noscript><img src="${o}/noscript.png"></noscript>` },
  { name: 'a href (click)', html: (o) => `<a href="${o}/link" ${BIG}>open</a>`, click: true },
  { name: 'a href target=_top (click)', html: (o) => `<a href="${o}/top" target="_top" ${BIG}>open</a>`, click: true },
  { name: 'a href target=_blank (click)', html: (o) => `<a href="${o}/blank" target="_blank" ${BIG}>open</a>`, click: true },
  { name: 'a ping (click)', html: (o) => `<a href="#x" ping="${o}/ping" ${BIG}>open</a>`, click: true },
  { name: 'base target with a link (click)', html: (o) => `<base target="_top"><a href="${o}/based" ${BIG}>open</a>`, click: true },
  { name: 'area href in an image map (click)', html: (o) => `<map name="m"><area shape="rect" coords="0,0,600,180" href="${o}/area"></map><img usemap="#m" width="600" height="180" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`, click: true },
  { name: 'form action (click submit)', html: (o) => `<form action="${o}/form" method="get"><button ${BIG}>send</button></form>`, click: true },
  { name: 'button formaction (click)', html: (o) => `<form><button formaction="${o}/formaction" ${BIG}>send</button></form>`, click: true },
  { name: 'svg a xlink:href (click)', html: (o) => `<svg width="600" height="180" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="${o}/svga"><rect width="600" height="180"/></a></svg>`, click: true },
  { name: 'svg animate setting href (click)', html: (o) => `<svg width="600" height="180"><a href="#"><animate attributeName="href" values="${o}/animated" dur="1ms" fill="freeze"/><rect width="600" height="180"/></a></svg>`, click: true },
  { name: 'math href (click)', html: (o) => `<math href="${o}/math" ${BIG}><mi>x</mi></math>`, click: true },
  { name: 'javascript: link (click)', html: (o) => `<a href="javascript:location='${o}/js'" ${BIG}>open</a>`, click: true },
];

/**
 * Ways a fragment could move its own frame somewhere: an automatic redirect, or something the user
 * activates inside the frame. A frame that navigates tells the server it lands on when and from
 * where the preview was looked at, and renders that server's page under no policy at all. Every
 * URL holds `/leak/`; a relative one resolves against the host page (a srcdoc document has its
 * parent's base URL), which is no request to a stranger but still a navigation. `act`: what the
 * user does in the frame (a click on the element filling its top, Enter in a text field it
 * focused with that click, or Tab into the frame then Enter); `refresh`: the delay, in seconds,
 * of the timed redirect it holds (the moment it would fire, after the frame's load event).
 */
export interface NavigationVector extends NetworkVector {
  act?: 'click' | 'click-enter' | 'tab-enter';
  refresh?: number;
}

/**
 * `<meta http-equiv=refresh>` as the parser accepts it: casing, quoting, separators, references;
 * with its delay in seconds where it is not 0.
 */
const REFRESH: [name: string, meta: (url: string) => string, delay?: number][] = [
  ['as written in the spec', (u) => `<meta http-equiv="refresh" content="0;url=${u}">`],
  ['upper case', (u) => `<META HTTP-EQUIV="REFRESH" CONTENT="0;URL=${u}">`],
  ['mixed case, unquoted', (u) => `<Meta Http-Equiv=ReFresh Content=0;Url=${u}>`],
  ['content before http-equiv', (u) => `<meta content="0;url=${u}" http-equiv="refresh">`],
  ['spaces around every part, URL in single quotes', (u) => `<meta http-equiv="refresh" content=" 0 ; url = '${u}' ">`],
  ['comma separator', (u) => `<meta http-equiv="refresh" content="0,url=${u}">`],
  ['no url= keyword', (u) => `<meta http-equiv="refresh" content="0; ${u}">`],
  ['fractional delay', (u) => `<meta http-equiv="refresh" content="0.3;url=${u}">`, 0.3],
  ['tabs, newlines and a carriage return between attributes', (u) => `<meta\thttp-equiv="refresh"\ncontent="0;\turl=${u}"\r\n>`],
  ['slashes between attributes', (u) => `<meta/http-equiv="refresh"/content="0;url=${u}"/>`],
  ['character references in both attributes', (u) => `<meta http-equiv="&#114;efresh" content="&#48;;url=${u.replace(':', '&colon;')}">`],
  ['protocol-relative URL', (u) => `<meta http-equiv="refresh" content="0;url=${u.replace(/^https?:/, '')}">`],
  ['relative URL (the host page\'s origin)', () => `<meta http-equiv="refresh" content="0;url=/leak/relative-refresh">`],
  ['data: URL', () => `<meta http-equiv="refresh" content="0;url=data:text/html,<h1>leak</h1>">`],
];

/** Where a `<meta>` can sit: the head, the body, and inside elements that parse their content apart. */
const PLACES: [name: string, wrap: (meta: string) => string][] = [
  ['in the head', (m) => `${m}<p>text</p>`],
  ['in the body', (m) => `<p>text</p>${m}`],
];
const FOREIGN_PLACES: [name: string, wrap: (meta: string) => string][] = [
  ['inside noscript (markup while scripts are off)', (m) => `<noscript>${m}</noscript>`],
  ['inside noscript in the head', (m) => `<noscript>${m}</noscript><p>text</p>`],
  ['inside template', (m) => `<template>${m}</template><p>text</p>`],
  ['inside svg (meta breaks out of foreign content)', (m) => `<svg>${m}</svg>`],
  ['inside svg foreignObject', (m) => `<svg><foreignObject width="50" height="50">${m}</foreignObject></svg>`],
  ['inside svg desc (an HTML integration point)', (m) => `<svg><desc>${m}</desc></svg>`],
  ['inside math mtext', (m) => `<math><mtext>${m}</mtext></math>`],
  ['inside math annotation-xml encoding=text/html', (m) => `<math><annotation-xml encoding="text/html">${m}</annotation-xml></math>`],
  ['inside a table row (foster parented)', (m) => `<table><tr>${m}<td>x</td></tr></table>`],
  ['inside select', (m) => `<select>${m}<option>x</option></select>`],
  ['inside a nested srcdoc frame', (m) => `<iframe srcdoc="${m.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>`],
  ['inside an object data: document', (m) => `<object type="text/html" data="data:text/html,${encodeURIComponent(m)}"></object>`],
  ['after a closing noscript inside an attribute (mXSS)', (m) => `<noscript><p title="</noscript>${m}">`],
];

/** A valid 1x1 GIF: an image map only works on an image that decodes (a broken one shows its alt text). */
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const BIG_LINK = (href: string, attributes = '') => `<a href="${href}" ${attributes} ${BIG}>open</a>`;

export const NAVIGATION_VECTORS: NavigationVector[] = [
  ...REFRESH.flatMap(([spelling, meta, delay = 0]) =>
    PLACES.map(([place, wrap]): NavigationVector => ({ name: `meta refresh, ${spelling}, ${place}`, html: (o) => wrap(meta(`${o}/leak/refresh`)), refresh: delay })),
  ),
  ...FOREIGN_PLACES.map(([place, wrap]): NavigationVector => ({
    name: `meta refresh ${place}`,
    html: (o) => wrap(`<meta http-equiv="refresh" content="0;url=${o}/leak/refresh">`),
    refresh: 0,
  })),
  // Links clicked, with every target a frame may still follow in a sandbox without top navigation.
  { name: 'a href (click)', html: (o) => BIG_LINK(`${o}/leak/a`), act: 'click' },
  { name: 'A HREF in upper case, target=_self (click)', html: (o) => `<A HREF="${o}/leak/upper" TARGET="_self" ${BIG}>open</A>`, act: 'click' },
  { name: 'a href target=_parent (click)', html: (o) => BIG_LINK(`${o}/leak/parent`, 'target="_parent"'), act: 'click' },
  { name: 'a href with a named target (click)', html: (o) => BIG_LINK(`${o}/leak/named`, 'target="preview"'), act: 'click' },
  { name: 'a href, relative (the host page\'s origin) (click)', html: () => BIG_LINK('/leak/relative-link'), act: 'click' },
  { name: 'a href, protocol-relative (click)', html: (o) => BIG_LINK(`${o.replace(/^https?:/, '')}/leak/scheme-relative`), act: 'click' },
  { name: 'a href to a fragment of the frame itself (click)', html: () => BIG_LINK('#leak'), act: 'click' },
  { name: 'a href to a data: document (click)', html: () => BIG_LINK('data:text/html,<h1>leak</h1>'), act: 'click' },
  { name: 'a href with an entity-encoded URL (click)', html: (o) => BIG_LINK(o.replaceAll('/', '&#47;') + '&#47;leak&#47;encoded'), act: 'click' },
  { name: 'a href reached by Tab, followed with Enter', html: (o) => BIG_LINK(`${o}/leak/keyboard`), act: 'tab-enter' },
  { name: 'area href in an image map (click)', html: (o) => `<map name="m"><area shape="rect" coords="0,0,600,180" href="${o}/leak/area"></map><img usemap="#m" width="600" height="180" alt="map" src="${GIF}">`, act: 'click' },
  { name: 'area href with a default shape (click)', html: (o) => `<map name="d"><area shape="default" href="${o}/leak/area-default"></map><img usemap="#d" width="600" height="180" alt="map" src="${GIF}">`, act: 'click' },
  // Forms: a submit button, implicit submission, a button's own action, no action at all (the
  // frame's own URL), and a relative action.
  { name: 'form action, submit button (click)', html: (o) => `<form action="${o}/leak/form"><input type="hidden" name="q" value="1"><button ${BIG}>send</button></form>`, act: 'click' },
  { name: 'form action method=post (click)', html: (o) => `<form action="${o}/leak/post" method="post"><button ${BIG}>send</button></form>`, act: 'click' },
  { name: 'form action, Enter in a text field (implicit submission)', html: (o) => `<form action="${o}/leak/enter"><input name="q" value="x" ${BIG}></form>`, act: 'click-enter' },
  { name: 'input type=submit formaction (click)', html: (o) => `<form><input type="submit" formaction="${o}/leak/formaction" value="send" ${BIG}></form>`, act: 'click' },
  { name: 'form target=_top (click)', html: (o) => `<form action="${o}/leak/form-top" target="_top"><button ${BIG}>send</button></form>`, act: 'click' },
  { name: 'form without an action (submits to the frame itself) (click)', html: () => `<form><input type="hidden" name="leak" value="1"><button ${BIG}>send</button></form>`, act: 'click' },
  { name: 'form with a relative action (the host page\'s origin) (click)', html: () => `<form action="/leak/relative-form"><button ${BIG}>send</button></form>`, act: 'click' },
  { name: 'button form= pointing at a form elsewhere (click)', html: (o) => `<form id="f" action="${o}/leak/form-attribute"></form><button form="f" ${BIG}>send</button>`, act: 'click' },
  // <base>: a relative link, area or form resolved against a remote base.
  { name: 'base href + relative link (click)', html: (o) => `<base href="${o}/leak/">${BIG_LINK('based-link')}`, act: 'click' },
  { name: 'base href + relative form action (click)', html: (o) => `<base href="${o}/leak/"><form action="based-form"><button ${BIG}>send</button></form>`, act: 'click' },
  { name: 'base href in the body + relative link (click)', html: (o) => `<p>x</p><base href="${o}/leak/">${BIG_LINK('late-based-link')}`, act: 'click' },
  // Resource hints and fetches (in the head and in the body).
  ...['prefetch', 'preconnect', 'dns-prefetch', 'prerender', 'preload', 'next', 'PREFETCH'].flatMap((rel): NavigationVector[] => [
    { name: `link rel=${rel} in the head`, html: (o) => `<link rel="${rel}" as="document" href="${o}/leak/${rel}">` },
    { name: `link rel=${rel} in the body`, html: (o) => `<p>x</p><link rel="${rel}" as="document" href="${o}/leak/body-${rel}">` },
  ]),
  { name: 'speculation rules script', html: (o) => `<script type="speculationrules">{"prerender":[{"source":"list","urls":["${o}/leak/speculation"]}]}</script>` },
  { name: 'style element @import', html: (o) => `<style>@import url("${o}/leak/import.css");</style><p>x</p>` },
  { name: 'style element @import as a bare string', html: (o) => `<style>@import "${o}/leak/import-string.css";</style><p>x</p>` },
  { name: 'style element url() background', html: (o) => `<style>p{background:url(${o}/leak/bg.png)}</style><p>x</p>` },
  { name: 'style attribute url()', html: (o) => `<p style="background-image:url('${o}/leak/attr.png')">x</p>` },
  { name: 'style attribute -webkit-image-set()', html: (o) => `<p style="background-image:-webkit-image-set(url(${o}/leak/wset.png) 1x)">x</p>` },
  { name: 'img srcset', html: (o) => `<img alt="x" srcset="${o}/leak/1.png 1x, ${o}/leak/2.png 2x">` },
  { name: 'img srcset with sizes', html: (o) => `<img alt="x" sizes="50vw" srcset="${o}/leak/w.png 400w">` },
  { name: 'picture source srcset', html: (o) => `<picture><source srcset="${o}/leak/p.avif" type="image/avif"><img alt="p"></picture>` },
  { name: 'object data', html: (o) => `<object data="${o}/leak/object"></object>` },
  { name: 'embed src', html: (o) => `<embed src="${o}/leak/embed">` },
  { name: 'iframe src', html: (o) => `<iframe src="${o}/leak/iframe"></iframe>` },
  { name: 'iframe srcdoc holding a link (click)', html: (o) => `<iframe srcdoc="<a href='${o}/leak/nested-link' style='display:block;height:300px'>open</a>" ${BIG}></iframe>`, act: 'click' },
  { name: 'frameset frame src', html: (o) => `<frameset><frame src="${o}/leak/frame"></frameset>` },
  { name: 'svg a xlink:href (click)', html: (o) => `<svg width="600" height="180" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="${o}/leak/svg-xlink"><rect width="600" height="180"/></a></svg>`, act: 'click' },
  { name: 'svg a href (click)', html: (o) => `<svg width="600" height="180"><a href="${o}/leak/svg-href"><rect width="600" height="180"/></a></svg>`, act: 'click' },
  { name: 'svg a inside foreignObject HTML link (click)', html: (o) => `<svg width="600" height="180"><foreignObject width="600" height="180">${BIG_LINK(`${o}/leak/fo-link`)}</foreignObject></svg>`, act: 'click' },
  { name: 'math href (click)', html: (o) => `<math href="${o}/leak/math" ${BIG}><mi>x</mi></math>`, act: 'click' },
];

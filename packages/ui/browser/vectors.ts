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

/**
 * HTML that attacks a sanitiser, shared by the jsdom and the real-Chromium tests: the script
 * vectors call alert() (or set window.__xss) when they get through; the tracking vectors ask for
 * a file at tracker.invalid (a name that never resolves) when they get through.
 */

/** Vectors that run script if the sanitiser lets them through (DOMPurify's bypass classes). */
export const SCRIPT_VECTORS: readonly string[] = [
  '<img src=x onerror=alert(1)//>',
  '<svg><g/onload=alert(2)//<p>',
  '<p>abc<iframe//src=jAva&Tab;script:alert(3)>def</p>',
  '<math><mi//xlink:href="data:x,<script>alert(4)</script>">',
  // Mutation XSS through MathML/SVG namespace confusion (re-parsing changes the tree).
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(5)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(6)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(7)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(8)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(9)>">',
  '<svg><style><img src=x onerror=alert(10)></style></svg>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(11)>"></style></svg></mglyph></h1></mtext></math>',
  // SVG links and animation to javascript:.
  '<svg><a xlink:href="javascript:alert(12)"><text x="20" y="20">click</text></a></svg>',
  '<svg><a><animate attributeName="href" values="javascript:alert(13)"/><text>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,&lt;svg id=x xmlns=http://www.w3.org/2000/svg&gt;&lt;image href=1 onerror=alert(14) /&gt;&lt;/svg&gt;#x"/></svg>',
  '<a href="javascript:alert(15)">x</a>',
  '<a href="  JaVaScRiPt:alert(16)">x</a>',
  '<a href="jav&#x09;ascript:alert(17)">x</a>',
  '<iframe srcdoc="<script>parent.alert(18)</script>"></iframe>',
  '<object data="javascript:alert(19)"></object>',
  '<embed src="javascript:alert(20)">',
  '<form action="javascript:alert(21)"><button>go</button></form>',
  '<details open ontoggle=alert(22)>',
  '<body onload=alert(23)>',
  '<script>alert(24)</script>',
  '<style>*{x:expression(alert(25))}</style>',
  '<template><img src=x onerror=alert(26)></template>',
  // The security review's own payload, and the other raw-text elements (xmp, noembed, noframes)
  // whose content parses differently inside and outside foreign content.
  '<math><mtext><table><mglyph><xmp><img src=x onerror=alert(27)>',
  '<math><mtext><table><mglyph><xmp></xmp><img src=x onerror=alert(28)>',
  '<math><mi><xmp><img src=x onerror=alert(29)></xmp></mi></math>',
  '<xmp><p title="</xmp><img src=x onerror=alert(30)>"></xmp>',
  '<noembed><img title="</noembed><img src onerror=alert(31)>"></noembed>',
  '<noframes><p title="</noframes><img src onerror=alert(32)>"></noframes>',
  // Earlier DOMPurify bypasses: style inside SVG/foreignObject, iframe/data: documents.
  '<svg><p><style><img src=x onerror=alert(33)></style></p></svg>',
  '<svg><foreignobject><p><style><img src=x onerror=alert(34)></style></p></foreignobject></svg>',
  "<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title=\"</style><img src='#' onerror='alert(35)'>\">",
  '<iframe src="data:text/html,<script>parent.alert(36)</script>"></iframe>',
  '<img src=x onerror=alert&lpar;37&rpar;>',
  '<div id="location" name="cookie">clobber</div><img name="getElementById" src=x>',
]

/** An e-mail's inline style that would draw over the whole window (a fake login, a fake pay-here). */
export const OVERLAY_VECTOR =
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:#fff">Your session expired: <a href="https://example.com/login">sign in again</a></div>'

/** Tracking vectors: each loads tracker.invalid by itself if it gets through. */
export const TRACKING_VECTORS: Readonly<Record<string, string>> = {
  'img src': '<p>Hi</p><img src="https://tracker.invalid/img.gif" width=1 height=1>',
  'img srcset': '<img srcset="https://tracker.invalid/srcset.png 1x">',
  'svg image': '<svg><image href="https://tracker.invalid/svg-image.png" width=1 height=1/></svg>',
  'svg image xlink':
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.invalid/xlink.png"/></svg>',
  'td background':
    '<table><tr><td background="https://tracker.invalid/td.png">cell</td></tr></table>',
  'table background':
    '<table background="https://tracker.invalid/table.png"><tr><td>x</td></tr></table>',
  'video poster': '<video poster="https://tracker.invalid/poster.png"></video>',
  'video source': '<video><source src="https://tracker.invalid/v.mp4"></video>',
  'audio src': '<audio src="https://tracker.invalid/a.mp3" autoplay></audio>',
  'css url()': '<div style="background:url(https://tracker.invalid/css.png)">x</div>',
  'css url() escaped':
    '<div style="background:u\\72l(https://tracker.invalid/css-esc.png)">x</div>',
  'css image-set':
    '<div style="background-image:image-set(\'https://tracker.invalid/set.png\' 1x)">x</div>',
  'style @import': '<style>@import url(https://tracker.invalid/import.css);</style><p>x</p>',
  'style sheet url': '<style>p{background:url(https://tracker.invalid/sheet.png)}</style><p>x</p>',
  'link stylesheet': '<link rel="stylesheet" href="https://tracker.invalid/link.css"><p>x</p>',
  'input image': '<input type="image" src="https://tracker.invalid/input.png">',
  'body background': '<body background="https://tracker.invalid/body.png"><p>x</p></body>',
  'iframe src': '<iframe src="https://tracker.invalid/frame.html"></iframe>',
  'object data': '<object data="https://tracker.invalid/object.swf"></object>',
  'embed src': '<embed src="https://tracker.invalid/embed.swf">',
  'picture source':
    '<picture><source srcset="https://tracker.invalid/pic.webp"><img src="data:image/png;base64,iVBORw0KGgo="></picture>',
  'protocol-relative img': '<img src="//tracker.invalid/rel.gif">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://tracker.invalid/refresh">',
}

import { addField, updateItem } from '../forms/builder.ts';
import type { FormProperty } from '../forms/types.ts';

/**
 * Hostile HTML for the sanitizer's tests (server, browser and the Chromium journeys): script tags, event
 * handlers, `javascript:`/`data:` URLs, SVG and MathML, mutation-XSS forms, broken markup. Every payload
 * that could run calls `alert(…)`, so a journey can listen for dialogs; what needs a click or a hover to
 * run is caught by looking at the attributes that reach the page. Those that leave markup open (they can
 * swallow what follows them) come last, so joined into one text every payload still gets parsed.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror=alert("xss-2")>',
  '<svg onload=alert("xss-3")>',
  '<svg><script>alert("xss-4")</script></svg>',
  '<a href="javascript:alert(\'xss-5\')">klicka</a>',
  '<a href="JaVaScRiPt:alert(\'xss-6\')">klicka</a>',
  '<a href=" javascript:alert(\'xss-7\')">klicka</a>',
  '<a href="java&#x09;script:alert(\'xss-8\')">klicka</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(\'xss-9\')">klicka</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTEwJyk8L3NjcmlwdD4=">klicka</a>',
  '<a href="vbscript:msgbox(11)">klicka</a>',
  '<a href="#" onclick="alert(\'xss-12\')">klicka</a>',
  '<iframe src="javascript:alert(\'xss-13\')"></iframe>',
  '<iframe srcdoc="<script>alert(\'xss-14\')</script>"></iframe>',
  '<object data="javascript:alert(\'xss-15\')"></object>',
  '<embed src="javascript:alert(\'xss-16\')">',
  '<body onload=alert("xss-17")>',
  '<details open ontoggle=alert("xss-18")><summary>x</summary></details>',
  '<input autofocus onfocus=alert("xss-19")>',
  '<video><source onerror=alert("xss-20")></video>',
  '<audio src=x onerror=alert("xss-21")></audio>',
  '<div onmouseover="alert(\'xss-22\')" style="position:fixed;inset:0">hovra</div>',
  '<marquee onstart=alert("xss-23")>x</marquee>',
  '<p style="background:url(javascript:alert(\'xss-24\'))">stil</p>',
  '<style>@import "javascript:alert(\'xss-25\')";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'xss-26\')">',
  '<base href="javascript:alert(\'xss-27\')//">',
  '<link rel=stylesheet href="javascript:alert(\'xss-28\')">',
  '<form action="javascript:alert(\'xss-29\')"><button>skicka</button></form>',
  '<svg><a xlink:href="javascript:alert(\'xss-30\')"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-31")></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'xss-32\')>"></p></noscript>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(\'xss-33\') src>"></path></style></mtext></svg></mglyph></form></mtext></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(\'xss-34\')>"></a></style></svg>',
  '<!--<img src="--><img src=x onerror=alert(\'xss-35\')//">',
  '"><script>alert("xss-36")</script>',
  '</textarea><script>alert("xss-37")</script>',
  '</title><script>alert("xss-38")</script>',
  '<x contenteditable onblur=alert("xss-39")>tappa fokus</x>',
  '<template><img src=x onerror=alert("xss-40")></template>',
  '<scr<script>ipt>alert("xss-41")</scr</script>ipt>',
  '<img src=x onerror=alert("xss-42")//',
] as const;

/**
 * A form that carries every payload as written HTML: one text field per payload with it as its HTML
 * label, and a checkbox group whose heading and options are payloads too (the group heading is rendered
 * from `data.label`). `newKey` makes the fields' keys (a uuid in the form builder).
 */
export function hostileForm(base: readonly FormProperty[], newKey: () => string): FormProperty[] {
  let form = [...base];
  for (const payload of XSS_PAYLOADS) {
    const added = addField(form, 'text', newKey);
    if (!added.ok) throw new Error('could not add a field');
    form = updateItem(added.form, added.key, { label: payload, isHtml: true });
  }
  const group = addField(form, 'checkboxGroup', newKey);
  if (!group.ok) throw new Error('could not add a group');
  const members = new Set(group.form.find((p) => p.key === group.key)?.data?.keys ?? []);
  return group.form.map((p) => {
    if (p.key === group.key)
      return { ...p, isHtml: true, label: XSS_PAYLOADS[1]!, data: { ...p.data, label: XSS_PAYLOADS[2]! } };
    return members.has(p.key) ? { ...p, isHtml: true, label: XSS_PAYLOADS[3]! } : p;
  });
}

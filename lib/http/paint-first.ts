// "Paint first": a cached public page's framework scripts start after the browser has painted it.
//
// React writes Next's bootstrap scripts as `<script src async>`: each runs the moment it arrives, so
// on a phone the framework's code (and hydration of the whole page) runs while the document is still
// being parsed and laid out, and the first paint (the headline, the largest paint) waits behind it.
// Measured with Lighthouse (mobile) on `/`: LCP 1.7-2.9 s with the scripts as React writes them,
// 0.8 s when they run after the first paint (npm run bench:public).
//
// The production server (scripts/serve.ts, through lib/http/page-microcache.ts) rewrites the HTML of
// the shareable public pages once, when it keeps them: every `<script src="/_next/…" async>` and every
// script preload goes, and one inline loader at the end of the body adds the scripts, in their order,
// once the browser reports the first paint (paintFirstLoader; at once in a tab that is hidden). The
// downloads start then too: kept as low-priority preloads, the scripts still arrived and were compiled
// before the first paint and LCP on /pricing stayed at 1.6-2.5 s. Nothing else changes: the inline
// data (`self.__next_f`), Turbopack's chunk list, the structured data and `noModule` scripts stay as
// they are, and the public pages' Content-Security-Policy allows inline scripts (security-headers.ts).
// Pages per request (the app, with their nonce policy) are never rewritten.

const BOOTSTRAP_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

/** How long the loader waits for a paint before it starts the scripts anyway (a page painted later than this, or never). */
export const PAINT_WAIT_MS = 3000;

/**
 * The loader's script (inline, at the end of the body); `srcs` in the order the page named them. It
 * starts them in the task after the browser reports the first paint (the Paint Timing API's entry,
 * given once the frame was presented), so none is fetched while the page is still unpainted; where
 * that API is missing, in the task after the first frame; in a hidden tab at once; after PAINT_WAIT_MS
 * in any case. (After the first frame alone was not enough: the frame's callback runs before the frame
 * is presented, and Lighthouse's simulated LCP counts every script that had arrived by the paint, so
 * `/pricing` measured 0.92-1.31 s in one run in three instead of 0.77 s.)
 */
export function paintFirstLoader(srcs: readonly string[]): string {
  // JSON.stringify of plain paths; "<" is escaped so that no path could close the script element.
  const list = JSON.stringify(srcs).replace(/</g, "\\u003c");
  return (
    `<script>(function(){var s=${list},d=0;` +
    `function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.body.appendChild(e)}}` +
    `if(document.visibilityState==="hidden")return go();` +
    `var P=typeof PerformanceObserver==="function"?PerformanceObserver:null;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){o.disconnect();setTimeout(go,0)}).observe({type:"paint",buffered:true});setTimeout(go,${PAINT_WAIT_MS})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`
  );
}

/**
 * The page with its bootstrap scripts started after the first paint; the page unchanged when it names
 * none (or has no `</body>` to put the loader before).
 */
export function paintFirst(html: string): string {
  const closing = html.lastIndexOf("</body>");
  if (closing < 0) return html;
  const srcs: string[] = [];
  const rewritten = html
    .slice(0, closing)
    .replace(BOOTSTRAP_SCRIPT, (_, src: string) => {
      if (!srcs.includes(src)) srcs.push(src);
      return "";
    })
    .replace(SCRIPT_PRELOAD, "");
  if (srcs.length === 0) return html;
  return `${rewritten}${paintFirstLoader(srcs)}${html.slice(closing)}`;
}

// The pre-rendered public pages get the rules of the stylesheet that their own elements use inlined
// in <head>, and the full stylesheet loads without blocking the first paint (decision 050).
// beasties' compiler reads each stylesheet once and its runtime splices the rules into each page
// as text, so the rest of the HTML stays byte for byte what React rendered. The <link> keeps its
// rel and href, which is what React compares when it hydrates <head>; only its media changes:
// "print", so Chrome fetches it at a low priority without blocking rendering, then "all" once it
// has loaded, from one inline script at the end of <body> (hashed into the page's CSP like React
// Router's own scripts). beasties' own script sets "all" as soon as the parser reaches it, before
// the fetch has started, which made the stylesheet a render-blocking request again; ours waits for
// the load. The SPA fallback page (nothing but a spinner) keeps its plain render-blocking link.
// React 19.2 reveals a pre-rendered page's content (streamed after a Suspense fallback) 300 ms after
// the first frame that its `_R_` script times; once the stylesheet stopped blocking, that frame
// came before the reveal and delayed the first contentful paint by 300 ms. Without the timing the
// reveal runs at the first frame; the client never reads it (decision 050).
import fs from 'node:fs';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

const media = 'data-beasties-media';
const beastiesSwitch = `document.querySelectorAll('link[${media}]').forEach(function(l){l.media=l.getAttribute('${media}');l.removeAttribute('${media}')})`;
const switchOnLoad = `document.querySelectorAll('link[${media}]').forEach(function(l){function a(){l.media=l.getAttribute('${media}');l.removeAttribute('${media}')}l.sheet?a():l.addEventListener('load',a)})`;
const revealTimer = '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>';
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css#?)"\/>/g;

function prerenderedPages(directory) {
  return fs.readdirSync(directory, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    const isPage = entry.isFile() && entry.name.endsWith('.html') && entry.name !== '__spa-fallback.html';
    return isPage && !full.includes(`${path.sep}assets${path.sep}`) ? [full] : [];
  });
}

/** Inlines each page's critical CSS in place; returns the number of pages and the bytes inlined. */
export function inlineCriticalCss(clientDir) {
  const pages = prerenderedPages(clientDir).map((file) => ({ file, html: fs.readFileSync(file, 'utf8') }));
  const hrefs = new Set(pages.flatMap(({ html }) => [...html.matchAll(stylesheetLink)].map((match) => match[1])));
  const plans = [...hrefs].map((href) => {
    const css = fs.readFileSync(path.join(clientDir, href.replace(/^\/|#$/g, '')), 'utf8');
    return compileSheet(css, { href });
  });
  const processor = createProcessor(plans, { preload: 'media-script' });
  let inlined = 0;
  for (const { file, html } of pages) {
    const processed = processor
      .process(html)
      .replace(`<script>${beastiesSwitch}</script>`, `<script>${switchOnLoad}</script>`)
      .replace(revealTimer, '<script id="_R_"></script>');
    if (!processed.includes(switchOnLoad)) throw new Error(`No stylesheet deferred in ${file}`);
    // A React release that times the reveal otherwise would bring the 300 ms back unseen.
    if (/<script id="_R_">[^<]/.test(processed))
      throw new Error(`React's reveal timer is not the known one in ${file}`);
    inlined += processed.length - html.length;
    fs.writeFileSync(file, processed);
  }
  return { pages: pages.length, averageBytes: pages.length ? Math.round(inlined / pages.length) : 0 };
}

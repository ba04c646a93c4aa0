// A pre-rendered public page paints before its scripts are even asked for (decision 054). React
// Router writes one <link rel="modulepreload"> a module into <head> and one inline module script
// whose static imports start the app; the browser fetches those at a high priority while it parses,
// and Lighthouse's simulation of a slow phone counts every high-priority script that arrived before
// the first paint as blocking it. Here the preload links leave <head>, and the inline module waits
// for the page's first frame to be painted (two animation frames, or half a second in a tab that
// paints none), then adds the same preload links and imports the same modules in the same order.
// The page then hydrates as before; React finds the preload links it renders among those added.

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/;

/** The page's HTML with its scripts started after its first paint; throws on a shape it does not know. */
export function startAfterFirstPaint(html, file = 'page') {
  const hrefs = [...html.matchAll(preloadLink)].map((match) => match[1]);
  const script = moduleScript.exec(html);
  if (hrefs.length === 0 || !script) throw new Error(`No module preloads or module script in ${file}`);
  const lines = script[1].split('\n').map((line) => line.trim());
  const imports = [];
  let rest = 0;
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    const found = staticImport.exec(line);
    if (!found) {
      rest = index;
      break;
    }
    imports.push(found[1] ? `const ${found[1]} = await import(${found[2]});` : `await import(${found[2]});`);
  }
  const remainder = lines.slice(rest).filter(Boolean).join('\n');
  if (imports.length === 0 || !/^window\.__reactRouterRouteModules = /.test(remainder) || /\bimport /.test(remainder)) {
    throw new Error(`The module script of ${file} is not the one React Router writes`);
  }
  const painted =
    'await new Promise(function(r){requestAnimationFrame(function(){requestAnimationFrame(r)});setTimeout(r,500)});';
  const preload = `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`;
  const body = [painted, preload, ...imports, remainder].join('\n');
  return html.replace(preloadLink, '').replace(script[0], `<script type="module" async="">${body}</script>`);
}

import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './start-after-paint.mjs';

// What React Router writes into a pre-rendered page (trimmed to its shape).
const page = (script: string) =>
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/></head><body><h1>Apply</h1>' +
  `<script type="module" async="">${script}</script></body></html>`;
const reactRouterScript = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0};',
  '',
  'import("/assets/entry.client-2.js");',
].join('\n');

describe('startAfterFirstPaint', () => {
  it('takes the module preloads out of <head> and imports the same modules, in order, after two frames', () => {
    const html = startAfterFirstPaint(page(reactRouterScript));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const lines = script.split('\n');
    expect(lines[0]).toContain('requestAnimationFrame(function(){requestAnimationFrame(r)})');
    expect(lines[0]).toContain('setTimeout(r,500)');
    expect(lines[1]).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(lines.slice(2)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'window.__reactRouterRouteModules = {"root":route0};',
      'import("/assets/entry.client-2.js");',
    ]);
    expect(html).toContain('<h1>Apply</h1>');
  });

  it('fails the build on a module script of another shape, rather than starting the page some other way', () => {
    expect(() =>
      startAfterFirstPaint(page(reactRouterScript.replace('import * as route0 from', 'import route0 from'))),
    ).toThrow(/not the one React Router writes/);
    expect(() => startAfterFirstPaint(page(`${reactRouterScript}\nimport "/assets/late.js";`))).toThrow(
      /not the one React Router writes/,
    );
    expect(() => startAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(/No module preloads/);
  });
});

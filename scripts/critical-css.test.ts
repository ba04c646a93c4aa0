import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './critical-css.mjs';

const css = 'h1{color:navy}.unused{color:red}';
const timer = '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>';
let dir = '';

function page(body: string) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/root.css'), css);
  const head = '<link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/root.css"/>';
  const start =
    '<script type="module" async="">import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");</script>';
  const html = `<!DOCTYPE html><html><head>${head}</head><body>${body}${start}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return path.join(dir, 'index.html');
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('inlineCriticalCss', () => {
  it("inlines the page's rules, defers the stylesheet until it has loaded and empties React's reveal timer", () => {
    const file = page(`<h1>Apply</h1>${timer}`);
    expect(inlineCriticalCss(dir)).toMatchObject({ pages: 1 });
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain('h1{color:navy}');
    expect(html).not.toContain('.unused');
    expect(html).toContain('media="print"');
    expect(html).toContain("addEventListener('load'");
    expect(html).toContain('<script id="_R_"></script>');
  });

  it('fails the build when React times the reveal in a way it does not know', () => {
    page(`<h1>Apply</h1>${timer.replace('requestAnimationFrame', 'setTimeout')}`);
    expect(() => inlineCriticalCss(dir)).toThrow(/reveal timer/);
  });
});

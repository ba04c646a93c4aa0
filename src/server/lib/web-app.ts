import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { directionOf, isLanguage, type Language } from '../../core/languages';
import { findPageRoute, prerenderOrigin, splitLanguagePrefix } from '../../core/routes';
import { contentSecurityPolicy, inlineScriptHashes } from './html';
import { languageRedirect, readerLanguage } from './page-language';
import { requestPath } from './request-path';

interface HtmlPage {
  html: string;
  csp: string;
  /** The page compressed with brotli, made at its first request (the origin is only known at start). */
  brotli?: Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const acceptsBrotli = (request: FastifyRequest) => /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * The stylesheet blocks the first paint, and the build writes its link after twenty modulepreload
 * links, so a phone fetched it behind the scripts; it goes ahead of them (decision 026). Only the
 * app's fallback page still has such a link: the pre-rendered pages inline their critical CSS and
 * load the stylesheet without blocking (decision 050), its plain link only inside <noscript>.
 */
function stylesheetFirst(html: string): string {
  if (html.includes('<noscript><link rel="stylesheet"')) return html;
  const stylesheet = html.match(/<link rel="stylesheet" href="\/assets\/[^"]+\.css#?"\/>/)?.[0];
  const firstPreload = html.indexOf('<link rel="modulepreload"');
  if (!stylesheet || firstPreload < 0 || firstPreload > html.indexOf(stylesheet)) return html;
  const without = html.replace(stylesheet, '');
  return `${without.slice(0, firstPreload)}${stylesheet}${without.slice(firstPreload)}`;
}

/** Reads every HTML file of the build once: pre-rendered pages by path, plus the app's fallback. */
function loadPages(webRoot: string, stripe: boolean, appUrl: string): Map<string, HtmlPage> {
  const pages = new Map<string, HtmlPage>();
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const html = stylesheetFirst(fs.readFileSync(full, 'utf8').replaceAll(prerenderOrigin, appUrl));
        const relative = `/${path.relative(webRoot, full).split(path.sep).join('/')}`;
        const key = relative === '/__spa-fallback.html' ? 'fallback' : relative.replace(/\/?index\.html$/, '') || '/';
        pages.set(key, { html, csp: contentSecurityPolicy(inlineScriptHashes(html), { stripe }) });
      }
    }
  };
  walk(webRoot);
  // Without a pre-rendered root the build writes the fallback as index.html.
  if (!pages.has('fallback') && pages.has('/')) pages.set('fallback', pages.get('/') as HtmlPage);
  return pages;
}

const fallbacks = new WeakMap<HtmlPage, Map<Language, HtmlPage>>();

/** The fallback page with `<html lang dir>` of one language, made once per language. */
function fallbackIn(fallback: HtmlPage, language: Language): HtmlPage {
  const byLanguage = fallbacks.get(fallback) ?? new Map<Language, HtmlPage>();
  fallbacks.set(fallback, byLanguage);
  let page = byLanguage.get(language);
  if (!page) {
    const html = fallback.html.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
    page = { html, csp: fallback.csp };
    byLanguage.set(language, page);
  }
  return page;
}

/**
 * A page, brotli-compressed for a browser that takes it (every current one): a pre-rendered page
 * is about 45 KB of HTML and 9 KB compressed, the first thing a phone on a slow network waits for.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', page.csp);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsBrotli(request)) return reply.send(page.html);
  page.brotli ??= brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return reply.header('content-encoding', 'br').send(await page.brotli);
}

/**
 * Serves the built web app: hashed assets with a year's cache (pre-compressed .br/.gz when the
 * build made them), pre-rendered HTML where a page has it, the app's fallback HTML for the other
 * pages, and the same fallback with HTTP 404 for a path that matches no page.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: { webRoot: string; stripe: boolean; appUrl: string }) => {
    const built = fs.existsSync(path.join(options.webRoot, 'assets'));
    const pages = built ? loadPages(options.webRoot, options.stripe, options.appUrl) : new Map<string, HtmlPage>();

    if (built) {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        prefix: '/',
        index: false,
        wildcard: false,
        redirect: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: (pathName) => !pathName.endsWith('.html'),
        setHeaders(response, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.decorate('renderPage', (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = requestPath(request.url).replace(/\/+$/, '') || '/';
      const fallback = pages.get('fallback');
      if (!fallback) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      const prerendered = pages.get(pathname);
      if (prerendered) {
        const localized = languageRedirect(request, pathname, (path) => pages.has(path));
        // The answer for an unprefixed page depends on the visitor's language choice and browser.
        if (!splitLanguagePrefix(pathname).language) reply.header('vary', 'Accept-Language, Cookie');
        if (localized) return reply.header('cache-control', 'no-cache').redirect(localized, 302);
        return sendHtml(request, reply, prerendered, 200);
      }
      // The app's fallback HTML in the page's language: '/ar/dashboard' is right to left before any
      // script runs, and a screen reader starts in Arabic; an unprefixed page in the reader's choice.
      const prefix = splitLanguagePrefix(pathname).language;
      const prefixed = isLanguage(prefix) ? prefix : undefined;
      if (!prefixed) reply.header('vary', 'Accept-Language, Cookie');
      const page = fallbackIn(fallback, prefixed ?? readerLanguage(request));
      return sendHtml(request, reply, page, findPageRoute(pathname) ? 200 : 404);
    });
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    renderPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

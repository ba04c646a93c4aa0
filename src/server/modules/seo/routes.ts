import type { FastifyInstance } from 'fastify';
import { languageCodes } from '../../../core/languages';
import { localizedPath, publicPaths } from '../../../core/routes';

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Every public page in every language, each with its hreflang alternates. */
export function sitemapXml(appUrl: string): string {
  const origin = new URL(appUrl).origin;
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = publicPaths().flatMap((path) => {
    const alternates = [
      ...languageCodes.map(
        (code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${url(localizedPath(path, code))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join('');
    return languageCodes.map((code) => `<url><loc>${url(localizedPath(path, code))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export async function seoRoutes(app: FastifyInstance) {
  const origin = new URL(app.config.appUrl).origin;
  const sitemap = sitemapXml(app.config.appUrl);
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /applications/',
    'Disallow: /profile',
    // The same pages under a language prefix ('/ar/dashboard').
    'Disallow: /*/dashboard',
    'Disallow: /*/applications/',
    'Disallow: /*/profile',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}

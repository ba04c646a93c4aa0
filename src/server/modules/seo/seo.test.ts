import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { languageCodes } from '../../../core/languages';
import { publicPaths } from '../../../core/routes';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ APP_URL: 'https://advena.example', ALLOW_TEST_PAYMENTS: 'true' });
});
afterAll(() => test.close());

describe('robots.txt and sitemap.xml', () => {
  it('lists every public page in every language with absolute addresses', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(publicPaths().length * languageCodes.length);
    for (const path of ['/fr/pricing', '/ar/requirements/jp', '/ja', '/de/contact-support', '/sv/faq']) {
      expect(locs).toContain(`https://advena.example${path}`);
    }
    expect(response.body).toContain('hreflang="x-default" href="https://advena.example/news"');
  });

  it('lists the terms, the privacy notice and the public tracking page in all ten languages', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const path of ['/terms', '/privacy', '/track']) {
      expect(response.body).toContain(`hreflang="x-default" href="https://advena.example${path}"`);
      for (const language of languageCodes) {
        expect(response.body).toContain(`<loc>https://advena.example/${language}${path}</loc>`);
      }
    }
  });

  it('points crawlers to the sitemap and away from private areas', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://advena.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /admin');
  });
});

import type { Config } from '@react-router/dev/config';
import { languageCodes } from './src/core/languages';
import { localizedPath, publicPaths } from './src/core/routes';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  // The server is Fastify; the web app is a single-page app whose public pages are
  // pre-rendered in every language at build time (docs/decisions/014-language-in-the-address.md).
  ssr: false,
  async prerender() {
    const paths = publicPaths();
    return [...paths, ...languageCodes.flatMap((language) => paths.map((path) => localizedPath(path, language)))];
  },
} satisfies Config;

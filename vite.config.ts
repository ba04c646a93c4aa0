import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * One version for all translation files. Their chunks are named by language and namespace under
 * it (assets/locales/<version>/fr/home.js), so the table the app loads them by is small and
 * repetitive instead of two hundred file hashes, and any change to a translation renames them all.
 */
const localesDir = path.resolve(import.meta.dirname, 'src/web/locales');
const localesVersion = (() => {
  const hash = createHash('sha256');
  for (const language of fs.readdirSync(localesDir).sort()) {
    for (const file of fs.readdirSync(path.join(localesDir, language)).sort()) {
      hash.update(`${language}/${file}\0`).update(fs.readFileSync(path.join(localesDir, language, file)));
    }
  }
  return hash.digest('base64url').slice(0, 10);
})();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Hashed assets are cached for a year by the server; keep chunks small.
    chunkSizeWarningLimit: 300,
    sourcemap: process.env.ANALYZE ? true : false,
    // Terser packs the home page's JavaScript about 4% smaller than esbuild (bench/bundle-size.mjs).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        chunkFileNames(chunk) {
          const locale = chunk.facadeModuleId?.match(/\/locales\/([a-z]{2})\/(\w+)\.json$/);
          return locale ? `assets/locales/${localesVersion}/${locale[1]}/${locale[2]}.js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { GetModuleInfo } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { withRuleNumbers } from './src/core/rule-copy';

/**
 * Translations are data, not code: the browser fetches each language's namespace as a JSON file,
 * assets/locales/<version>/<language>/<namespace>.json, under one version of all of them (cached
 * for a year like every asset; any change to a translation renames them all). In development, in
 * tests and when pre-rendering they are imported instead (src/web/lib/i18n.ts).
 */
const localesDir = path.resolve(import.meta.dirname, 'src/locales');
const localeFiles = fs
  .readdirSync(localesDir, { withFileTypes: true })
  // One folder per language; the folder also holds the locales' own test.
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .flatMap((language) =>
    fs
      .readdirSync(path.join(localesDir, language))
      .sort()
      .map((file) => `${language}/${file}`),
  );
/**
 * A locale file as served: the numbers of our rules in place, in its language, from their constants
 * (src/core/rule-copy.ts, decision 041), so the browser carries no code for them.
 */
const servedLocale = (file: string) =>
  JSON.stringify(
    withRuleNumbers(JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')), file.split('/')[0] ?? ''),
  );
/** Of the files as served: a rule's new number renames them too. */
const localesVersion = (() => {
  const hash = createHash('sha256');
  for (const file of localeFiles) hash.update(`${file}\0`).update(servedLocale(file));
  return hash.digest('base64url').slice(0, 10);
})();

function emitLocaleFiles(): Plugin {
  return {
    name: 'advena:locale-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const file of localeFiles) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${localesVersion}/${file}`,
          source: servedLocale(file),
        });
      }
    },
  };
}

/**
 * Each icon straight from its own module: `import { Baby } from 'lucide-react'` goes through the
 * package's index of 1,700 icons, and since the shell imports that index, every icon any page uses
 * landed in the shell that every page loads. Imported one by one, an icon travels with its page.
 */
function lucideIconsOneByOne(): Plugin {
  const iconsDir = path.resolve(import.meta.dirname, 'node_modules/lucide-react/dist/esm');
  let files: Map<string, string> | undefined;
  const fileOf = (name: string) => {
    files ??= new Map(
      [
        ...fs
          .readFileSync(path.join(iconsDir, 'lucide-react.js'), 'utf8')
          .matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g),
      ].flatMap(([, names, file]) =>
        (names as string).split(',').map((entry) => [entry.trim().split(/\s+as\s+/)[1] as string, file as string]),
      ),
    );
    return files.get(name);
  };
  return {
    name: 'advena:lucide-icons-one-by-one',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/src/web/') || !code.includes('lucide-react')) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g, (statement, list: string) => {
        const imports: string[] = [];
        for (const specifier of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          if (specifier.startsWith('type ')) continue;
          const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
          const file = fileOf(imported);
          if (!file) return statement; // Not an icon (a type, a helper): leave the statement as it is.
          imports.push(`import ${local} from 'lucide-react/dist/esm/icons/${file}';`);
        }
        return imports.join('\n');
      });
    },
  };
}

/**
 * The public shell: what the root route and the public layout import statically (React Router,
 * header, footer, menus, the translation, settings and sign-in stores, their icons). Every page
 * loads all of it anyway, so it is one chunk rather than two dozen small ones; react-dom, each
 * page and everything loaded later keep their own chunks, so nothing only some pages use is
 * pulled in.
 */
let shell: Set<string> | undefined;
function staticImportsOf(roots: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The passport reader's files' version, as the server serves them (src/server/lib/ocr-assets.ts, decision 042). */
const versionOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'node_modules', name, 'package.json'), 'utf8')).version;
const ocrVersion = `t${versionOf('tesseract.js')}-c${versionOf('tesseract.js-core')}-e${versionOf('@tesseract.js-data/eng')}`;
/** The photo coach's files' version (src/server/lib/face-assets.ts, decision 043). */
const faceVersion = `f${versionOf('@vladmandic/face-api')}`;

export default defineConfig({
  plugins: [lucideIconsOneByOne(), tailwindcss(), reactRouter(), emitLocaleFiles()],
  define: {
    'import.meta.env.LOCALES_VERSION': JSON.stringify(localesVersion),
    'import.meta.env.OCR_VERSION': JSON.stringify(ocrVersion),
    'import.meta.env.FACE_VERSION': JSON.stringify(faceVersion),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Hashed assets are cached for a year by the server; keep chunks small.
    chunkSizeWarningLimit: 300,
    sourcemap: Boolean(process.env.ANALYZE),
    // Terser packs the home page's JavaScript about 4% smaller than esbuild (bench/bundle-size.mjs).
    minify: 'terser',
    // ES2020 modules, and anonymous functions that use no `this` written as arrows (unsafe only for
    // a function expression used as a constructor: the journeys run on this output): 112 bytes
    // under the budget after the features' renames, where plain passes left it 26 over.
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2, unsafe_arrows: true } },
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo }) {
          shell ??= staticImportsOf(
            ['src/web/root.tsx', 'src/web/components/layout/public-layout.tsx'].map((file) => path.resolve(file)),
            getModuleInfo,
          );
          // react-dom's small main module (flushSync, portals) is needed by every page too.
          const reactDomMain = /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/.test(id);
          return shell.has(id) || reactDomMain ? 'shell' : undefined;
        },
      },
    },
  },
});

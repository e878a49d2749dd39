import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineComponentStyles, stylesImportedBy } from '../../tools/mantine-component-styles';

/**
 * Writes .br and .gz beside each text asset, so the server sends them without compressing
 * per request. It reads the files as written, after every other plugin has had its say.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        const content = readFileSync(filePath);
        if (content.length < 1024) continue;
        writeFileSync(`${filePath}.br`, brotliCompressSync(content));
        writeFileSync(`${filePath}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const LOCALES_DIR = path.join(import.meta.dirname, 'src/locales');

/**
 * Writes the translation files to `assets/locales/<version>/<language>/<namespace>.json`, with one
 * version for all of them, so the page builds a file's address from its language and namespace
 * instead of carrying a table of 77 hashed names. In development they are served from the sources.
 */
function localeFiles(): Plugin {
  const files = readdirSync(LOCALES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
  const version = createHash('sha256');
  for (const file of files) version.update(file).update(readFileSync(path.join(LOCALES_DIR, file)));
  const root = `/assets/locales/${version.digest('hex').slice(0, 12)}`;
  return {
    name: 'locale-files',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.LOCALES_ROOT': JSON.stringify(command === 'build' ? root : '/src/locales') },
    }),
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: `${root.slice(1)}/${file}`, source: readFileSync(path.join(LOCALES_DIR, file)) });
      }
    },
  };
}

const FIRST_STYLES = path.join(import.meta.dirname, 'src/mantine-styles.ts');
const laterMantineStyles = new RegExp(
  `@mantine[\\\\/]core[\\\\/]styles[\\\\/](?!(${stylesImportedBy(readFileSync(FIRST_STYLES, 'utf8')).join('|')})\\.css)`,
);

export default defineConfig({
  plugins: [mantineComponentStyles(FIRST_STYLES), react(), precompress(), localeFiles()],
  server: {
    port: 3000,
    proxy: { '/api': 'http://localhost:3001' },
  },
  build: {
    target: 'es2022',
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every page runs travel as two files (React; the router, TanStack Query and
        // i18next) instead of in pieces split by which lazy area happens to share them: fewer
        // requests, and cache entries that outlive a release of the portal's own code.
        codeSplitting: {
          groups: [
            // The Mantine styles pages after the first need travel as one stylesheet, instead of
            // a dozen small ones whose names every lazy import would carry into the first page.
            { name: 'mantine-styles', test: laterMantineStyles, priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'libraries',
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 1,
            },
            // What the first page needs of the portal's own code and Mantine travels as one file,
            // compressed as one: a dozen small shared pieces each paid gzip's start-up cost.
            { name: 'first-page', tags: ['$initial'], priority: 0 },
          ],
        },
      },
    },
  },
});

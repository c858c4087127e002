/**
 * Builds the demo's React and Vue host apps (demo/hosts) into dist/hosts/: pages of the demo that
 * embed the elements, not part of the package. A build of its own, after the elements' build
 * (vite.config.ts), so the hosts' React and Vue copies never share a chunk with the elements or
 * count in their size budgets. The plain and Vue pages load /dist/elements.js first, then their
 * app; the React app bundles the elements itself through the package's React entry, on its React.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * The React host imports the React entry's source (so the dev server and the type check see it);
 * its build takes the built entry instead, dist/react/index.js (vite.react.config.ts), which imports
 * `react` and `react-dom` by name: they resolve to the host's copy, as in a portal team's app.
 */
function builtReactEntry(): Plugin {
  const source = resolve(root, 'elements/entries/react.ts');
  return {
    name: 'built-react-entry',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id === source ? resolve(root, 'dist/react/index.js') : null;
    },
  };
}

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  plugins: [builtReactEntry()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  define: {
    'process.env.NODE_ENV': '"production"',
    // Vue's compile-time flags of its bundler build: options API on, devtools and hydration details off.
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: 'dist/hosts',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // An app build, not a library one: the React app bundles the built elements, whose pdf.js
    // workers are files beside them, and a library build would inline them as data: URLs (a
    // worker the demo pages' CSP does not start).
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        react: resolve(root, 'demo/hosts/react/main.tsx'),
        vue: resolve(root, 'demo/hosts/vue/main.ts'),
      },
      output: {
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});

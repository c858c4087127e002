/**
 * Builds the demo's React and Vue host apps (demo/hosts) into dist/hosts/: pages of the demo that
 * embed the elements, not part of the package. A build of its own, after the elements' build
 * (vite.config.ts), so the hosts' React and Vue copies never share a chunk with the elements or
 * count in their size budgets. The host pages load /dist/elements.js first, then their app.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: './',
  publicDir: false,
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
    lib: {
      entry: {
        react: resolve(root, 'demo/hosts/react/main.tsx'),
        vue: resolve(root, 'demo/hosts/vue/main.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});

/**
 * Builds the browser side of `app-shell-platform/testing` into dist/testing.js, after the main
 * build. It imports the built `./core.js` and `./elements.js` rather than bundling their sources:
 * a test and the elements must share one platform (the default one a test signs in).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
/** Sources the testing entry may use, and the built entry each is in. */
const SHARED_ENTRIES = new Map([
  [resolve(root, 'core/index.ts'), './core.js'],
  [resolve(root, 'elements/index.ts'), './elements.js'],
]);

function sharedEntries(): Plugin {
  return {
    name: 'testing-shared-entries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const built = SHARED_ENTRIES.get(resolve(importer, '..', source));
      return built ? { id: built, external: true } : null;
    },
    load(id) {
      // Any other module of core or the elements would be a second copy with its own state.
      if (id.startsWith(resolve(root, 'core')) || id.startsWith(resolve(root, 'elements'))) {
        this.error(`testing/ may import core and the elements only through core/index.ts and elements/index.ts (got ${id})`);
      }
      return null;
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  plugins: [sharedEntries()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: { entry: { testing: resolve(root, 'testing/index.ts') }, formats: ['es'], fileName: (_format, name) => `${name}.js` },
  },
});

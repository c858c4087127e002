import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { hoistImports } from './scripts/hoist-imports.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { kilobytes, overBudget, sizeFigures } from './scripts/size-budgets.ts';
import { routeFigures, routesOverBudget } from './scripts/route-budgets.ts';
import type { AssetFacts, RouteChunkFacts } from './scripts/route-budgets.ts';
import { separateChunkOf, thirdPartyLicenses } from './scripts/third-party-licenses.ts';
import { syntaxCheck, transformTarget } from './scripts/syntax-check.ts';

const root = import.meta.dirname;
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
/** Paths the reference platform server answers; the dev server forwards them. */
const serverPaths = ['/api', '/rule', '/process', '/__test', '/bundles'];

/**
 * The dev server runs from the repository root (so tests and sources are reachable) but shows
 * the demo pages at the top: `/` is `demo/pages/index.html`, `/portal.html` its sibling. The
 * pages load `/dist/elements.js` (what the reference server serves after a build); in dev that
 * script is swapped for the source entry so edits show without a build, as are the React and Vue
 * host apps (`/dist/hosts/*.js`, built by vite.hosts.config.ts).
 */
function demoPages(): Plugin {
  return {
    name: 'demo-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path = '/', search = ''] = (req.url ?? '/').split('?');
        const page = path === '/' ? '/index.html' : path;
        // The pages and their same-origin scripts and styles (settings, host code) live in demo/pages.
        if (/\.(html|js|css)$/.test(page) && !existsSync(resolve(root, `.${page}`))) {
          const candidate = resolve(root, 'demo/pages', `.${page}`);
          if (existsSync(candidate)) req.url = `/demo/pages${page}${search ? `?${search}` : ''}`;
        }
        next();
      });
    },
    // Before vite reads the page's scripts, so it never looks for the built files.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replaceAll('/dist/elements.js', '/elements/index.ts')
          .replaceAll('/dist/hosts/react.js', '/demo/hosts/react/main.tsx')
          .replaceAll('/dist/hosts/vue.js', '/demo/hosts/vue/main.ts'),
    },
  };
}

/**
 * pdf.js's character maps (CJK text in PDFs such as the server's office previews): files it
 * fetches by name at run time, found beside its worker (elements/pdf-viewer `assetOptions`); a
 * build copies them next to `dist/assets/`, where the worker is emitted.
 */
function pdfjsAssets(): Plugin {
  const source = resolve(root, 'node_modules/pdfjs-dist');
  return {
    name: 'pdfjs-assets',
    apply: 'build',
    closeBundle() {
      if (!existsSync(resolve(root, 'dist'))) return;
      cpSync(resolve(source, 'cmaps'), resolve(root, 'dist', 'cmaps'), { recursive: true });
    },
  };
}

/**
 * json5's reader asks `lib/unicode` for its identifier and space classes: generated range tables
 * that are most of its weight. Property escapes name the same categories (core/meta/json5-unicode.ts).
 */
function json5Unicode(): Plugin {
  const tables = resolve(root, 'core/meta/json5-unicode.ts');
  return {
    name: 'json5-unicode',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/json5/lib/') && /\/unicode(\.js)?$/.test(source)) return tables;
      return null;
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; isEntry: boolean } | null;

/**
 * Whether a module is reached from `root` through static imports only. The set is walked forward
 * from the root once per build (a build asks about every module of the graph).
 */
function staticallyReachedFrom(root: string): (id: string, getModuleInfo: ModuleInfoOf) => boolean {
  let reached: { from: ModuleInfoOf; ids: Set<string> } | undefined;
  return (id, getModuleInfo) => {
    if (reached?.from !== getModuleInfo) {
      const ids = new Set<string>([root]);
      const pending = [root];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        for (const imported of getModuleInfo(next)?.importedIds ?? []) {
          if (ids.has(imported)) continue;
          ids.add(imported);
          pending.push(imported);
        }
      }
      reached = { from: getModuleInfo, ids };
    }
    return reached.ids.has(id);
  };
}

/** The chunking context's `getModuleInfo`, callable alone (one function per context, so the walks above are made once). */
const boundInfo = new WeakMap<object, ModuleInfoOf>();
function boundModuleInfo(context: { getModuleInfo: ModuleInfoOf }): ModuleInfoOf {
  let bound = boundInfo.get(context);
  if (!bound) {
    bound = (id) => context.getModuleInfo(id);
    boundInfo.set(context, bound);
  }
  return bound;
}

const inCoreFirstChunk = staticallyReachedFrom(resolve(root, 'core/index.ts'));

/** Modules of core's on-demand concepts (core/instance/index.ts ON_DEMAND_CONCEPTS). */
const onDemandConceptModule = /\/core\/(imports|reports|designer)\/[^/]+\.ts$/;

/**
 * Chunks of modules that load together, so that a first open fetches a few files instead of one
 * per sharing pattern (a cold form fetched about ninety: each costs a request, a message to the
 * renderer and a module record, and they came in one level after another). Each group holds only
 * what its pages use anyway:
 * - `elements-boot`: what the elements entry reaches statically, core's first chunk apart: every
 *   page loads it before anything else (an entry of one element loads it too: the four element
 *   definitions it adds are a few hundred bytes each);
 * - `page-concepts`: what core's page concepts reach statically (core/instance/page-concepts.ts),
 *   loaded together before any entity page draws;
 * - `react` and `shoelace`: the libraries, whole: the layout uses most of Shoelace's components,
 *   and an element alone used about as many bytes of it in ten chunks. What the React root needs
 *   of Shoelace (its icon registry) is `shoelace-base`: the root loads before a sign-in, while the
 *   person types, and the components wait for the layout or a page.
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
// Scripts only: Shoelace's theme sheets are strings the first screen reads.
const SHOELACE = /\/node_modules\/(@shoelace-style|lit|lit-html|lit-element|@lit|@lit-labs|@floating-ui|@ctrl|composed-offset-position)\/.*\.js$/;
const inElementsBoot = staticallyReachedFrom(resolve(root, 'elements/index.ts'));
const inPageConcepts = staticallyReachedFrom(resolve(root, 'core/instance/page-concepts.ts'));
const inElementRoot = staticallyReachedFrom(resolve(root, 'elements/shared/element-root.tsx'));
/** A module the product's groups may take: not a compiler helper, not another entry. */
const groupable = (id: string, getModuleInfo: ModuleInfoOf) => !id.startsWith('\0') && !getModuleInfo(id)?.isEntry;

/**
 * The named chunks, first match first: a group takes its modules and what they import that an
 * earlier group has not taken. An LGPL package gets a lazy chunk of its own, to be replaceable
 * (scripts/third-party-licenses.ts). Everything core's entry reaches statically goes in one chunk:
 * what core is made of travels together, and one file compresses better than the same code in
 * pieces; core's entry module goes with it (as a dependency of the elements, it would otherwise be
 * pulled into their group, and `core.js` would load the elements). Number formats are shared by
 * the lists and the reports: left to the bundler, they sat in the reports' chunk, which every list
 * and form then fetched for one function.
 */
const CHUNK_GROUPS: ((id: string, getModuleInfo: ModuleInfoOf) => string | undefined)[] = [
  (id) => separateChunkOf(id),
  (id, getModuleInfo) => (inCoreFirstChunk(id, getModuleInfo) ? 'core' : undefined),
  (id) => (id.endsWith('/core/i18n/numbers.ts') ? 'numbers' : undefined),
  (id, getModuleInfo) => (groupable(id, getModuleInfo) && inElementsBoot(id, getModuleInfo) ? 'elements-boot' : undefined),
  (id, getModuleInfo) => (groupable(id, getModuleInfo) && inPageConcepts(id, getModuleInfo) ? 'page-concepts' : undefined),
  (id, getModuleInfo) => (SHOELACE.test(id) && inElementRoot(id, getModuleInfo) ? 'shoelace-base' : undefined),
  (id) => (REACT.test(id) ? 'react' : SHOELACE.test(id) ? 'shoelace' : undefined),
];

/** Fails the build when a size budget of DESIGN §6 is exceeded (the figures: `npm run bench`). */
function sizeBudgets(): Plugin {
  return {
    name: 'size-budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: RouteChunkFacts[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                code: item.code,
                isEntry: item.isEntry,
                name: item.name,
                imports: item.imports,
                dynamicImports: item.dynamicImports,
                facadeModuleId: item.facadeModuleId,
                moduleIds: Object.keys(item.modules),
              },
            ]
          : [],
      );
      const assets: AssetFacts[] = Object.values(bundle).flatMap((item) => (item.type === 'asset' ? [{ fileName: item.fileName, source: item.source }] : []));
      const misses = overBudget(sizeFigures(chunks));
      const pageMisses = routesOverBudget(routeFigures(chunks, { assets }));
      const describe = (list: typeof misses) =>
        list.map((miss) => `${miss.name} ${kilobytes(miss.bytes)} KB (${miss.bytes} B) > ${kilobytes(miss.budget!)} KB gzip`).join('; ');
      const failing = misses.filter((miss) => miss.enforced);
      const warned = misses.filter((miss) => !miss.enforced);
      if (warned.length) this.warn(`size budget not met yet (DESIGN §6): ${describe(warned)}`);
      // The size bench builds with SIZE_BUDGETS=report to print every figure, misses included.
      if (failing.length && process.env.SIZE_BUDGETS !== 'report') this.error(`size budget exceeded (DESIGN §6): ${describe(failing)}`);
      // Per route: each page kind's first open after the layout (scripts/route-budgets.ts).
      const pages = pageMisses.map((miss) => `page ${miss.kind} ${kilobytes(miss.bytes)} KB (${miss.bytes} B) > ${kilobytes(miss.budget)} KB gzip`).join('; ');
      if (pageMisses.length && process.env.SIZE_BUDGETS !== 'report') this.error(`page budget exceeded (DESIGN §6): ${pages}`);
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  // Built files live wherever a host page serves dist/ (the reference server: /dist/): emitted
  // assets (pdf.js's worker) are found relative to the chunk that asks for them.
  base: command === 'build' ? './' : '/',
  publicDir: false,
  plugins: [hoistImports(), demoPages(), pdfjsAssets(), json5Unicode(), sizeBudgets(), serviceWorker(), thirdPartyLicenses(), syntaxCheck()],
  // tsconfig says "react-jsx"; state it here too so the transform never falls back to classic.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Library mode leaves process.env.NODE_ENV in React's code; define it for builds only
  // (under vitest it would switch React to production and break `act`).
  define: command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {},
  // Scan every browser entry up front: a dependency found late makes vite re-optimise and
  // answer 504 to pages that already loaded the old bundles (a test run would fail at random).
  optimizeDeps: {
    entries: ['elements/**/*.{ts,tsx}', 'tests/elements/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.ts', 'tests/**/*.browser.test.ts'],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The browser support matrix (README "Browser support") but for optional chains:
    // scripts/syntax-check.ts holds every chunk to the whole matrix and says why chains may stay.
    target: transformTarget(),
    // Maps stay beside the build for our own debugging but are not shipped in the package, so
    // the files name none (a browser would ask for a missing map).
    sourcemap: 'hidden',
    lib: {
      entry: {
        elements: resolve(root, 'elements/index.ts'),
        core: resolve(root, 'core/index.ts'),
        'core-pages': resolve(root, 'core/pages.ts'),
        // One element alone, the elements under a chosen prefix, and Vue's type entry. The React
        // entry is built on the host's React by vite.react.config.ts.
        ...Object.fromEntries(
          ['entity-list', 'entity-form', 'app-shell', 'pdf-viewer', 'define', 'vue'].map((name) => [name, resolve(root, `elements/entries/${name}.ts`)]),
        ),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      // The concepts of one page kind each (core/instance: ON_DEMAND_CONCEPTS) load when such a page
      // opens. Their modules only define (functions, constants, their own words): a module that
      // imports core/pages.ts for something else must not load them too for their side effects.
      treeshake: { moduleSideEffects: (id) => (onDemandConceptModule.test(id) ? false : undefined) },
      output: {
        // Library mode keeps whitespace in ES output so consumers can re-bundle it; these files
        // are what pages load, so they are minified in full (identifiers, syntax and whitespace).
        minify: true,
        // What goes in which named chunk: CHUNK_GROUPS, first match first.
        codeSplitting: {
          groups: CHUNK_GROUPS.map((named, index) => ({
            name: (id: string, context: { getModuleInfo: ModuleInfoOf }) => named(id, boundModuleInfo(context)) ?? null,
            priority: CHUNK_GROUPS.length - index,
          })),
        },
        // Dynamic imports (pdf.js, the recorder) stay in their own lazy chunks.
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
}));

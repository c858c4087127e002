// What the package's tarball must hold and must not (issue "a package portal teams install"):
// the built entries, chunks, assets, character maps, service worker, declarations, manifest and
// notices; nothing a consumer does not run (tests, CI, sources, source maps, the demo's host apps).

/** Files every tarball holds, by path inside the package. */
export const REQUIRED_FILES = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'dist/elements.js',
  'dist/entity-list.js',
  'dist/entity-form.js',
  'dist/app-shell.js',
  'dist/pdf-viewer.js',
  'dist/define.js',
  'dist/react/index.js',
  'dist/vue.js',
  'dist/core.js',
  'dist/core-pages.js',
  'dist/testing.js',
  'dist/sw.js',
  'dist/custom-elements.json',
  'dist/THIRD-PARTY-LICENSES.md',
  'dist/licenses/lamejs.LICENSE.txt',
  'dist/types/elements/index.d.ts',
  'dist/types/elements/entries/react.d.ts',
  'dist/types/elements/entries/vue.d.ts',
  'dist/types/core/index.d.ts',
  'dist/types/core/pages.d.ts',
  'dist/types/testing/index.d.ts',
  'dist/testing-node/index.js',
  'dist/testing-node/index.d.ts',
];

/** Folders with at least one file each: chunks, the pdf.js worker and its character maps. */
const REQUIRED_FOLDERS = ['dist/chunks/', 'dist/assets/', 'dist/cmaps/'];

/** Paths a consumer never runs. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/^tests\//, 'tests'],
  [/^\.ci\//, 'CI'],
  [/^(core|elements|testing|scripts|demo)\//, 'sources'],
  [/\.map$/, 'source maps'],
  [/^dist\/hosts\//, "the demo's host apps"],
  [/^node_modules\//, 'node_modules'],
  [/(^|\/)\.env/, 'environment files'],
];

/** What is wrong with a tarball holding `paths` (empty when nothing is). */
export function checkPackedFiles(paths: readonly string[]): string[] {
  const present = new Set(paths);
  const problems = REQUIRED_FILES.filter((file) => !present.has(file)).map((file) => `missing ${file}`);
  for (const folder of REQUIRED_FOLDERS) {
    if (!paths.some((path) => path.startsWith(folder))) problems.push(`nothing in ${folder}`);
  }
  for (const path of paths) {
    const rule = FORBIDDEN.find(([pattern]) => pattern.test(path));
    if (rule) problems.push(`${path}: ${rule[1]} do not belong in the package`);
  }
  return problems;
}

/**
 * Builds `dist/sw.js`, the shell's service worker (elements/service-worker/worker.ts), with the
 * build's own file list in front of it: what the login and the layout need, precached so the
 * shell starts without a network (spec §8). That is the `elements` entry with its static imports,
 * and the chunks of the shell set below with theirs, and the stylesheets they reference; never the
 * heavy libraries of DESIGN §6 (pdf.js, charts, spreadsheets, the mp3 encoder). Every other chunk
 * (the pages) is cached by the worker when first used. The version is a hash of the precached
 * files' contents and of every other file's name, so each deploy changes sw.js, which is how
 * browsers notice a new version (spec §8), and the runtime cache of the old one is dropped.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformWithOxc } from 'vite';
import type { Plugin } from 'vite';
import { isHeavyChunk } from './size-budgets.ts';

const WORKER_SOURCE = resolve(import.meta.dirname, '..', 'elements', 'service-worker', 'worker.ts');

/**
 * The modules (relative to the repository) whose chunks, with their static imports, are the
 * shell set precached beside the `elements` entry: the login and role choice (drawn without
 * React), React's renderer of the element bodies and the page registrations every body waits
 * for, the shell's body and its layout, and what an offline start shows (spec §8): the start-up
 * error page, the notices (the offline message) and the update prompt. A module that is not in
 * the build (renamed, or merged into the entry) is passed over. The shell registers the worker
 * with the first sign-in (elements/app-shell/app-shell.tsx), so none of this is fetched before.
 */
export const SHELL_SET_MODULES: readonly string[] = [
  'elements/shell/login-view.ts',
  'elements/shell/role-view.ts',
  'elements/shared/element-root.tsx',
  'elements/pages/register.ts',
  'elements/app-shell/app-shell.tsx',
  'elements/shell/layout.tsx',
  'elements/shell/info-pages.tsx',
  'elements/shared/notifications.tsx',
  'elements/service-worker/index.ts',
];

export interface OutputFile {
  fileName: string;
  type: 'chunk' | 'asset';
  code?: string;
  source?: string | Uint8Array;
  isEntry?: boolean;
  /** The entry's name (`elements`), for entry chunks. */
  name?: string;
  facadeModuleId?: string | null;
  /** Static imports (file names of other chunks). */
  imports?: readonly string[];
  moduleIds?: readonly string[];
  /** Stylesheets the chunk loads (vite's `viteMetadata.importedCss`). */
  importedCss?: readonly string[];
}

/** True when a module id (absolute, maybe with a query) is the repository-relative path `module`. */
function isModule(id: string, module: string): boolean {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  return path === module || path.endsWith(`/${module}`);
}

/** The chunks that hold one of the shell set's modules, and the modules found in none. */
export function shellSetChunks(files: readonly OutputFile[], modules: readonly string[] = SHELL_SET_MODULES): { chunks: OutputFile[]; missing: string[] } {
  const chunks = new Set<OutputFile>();
  const missing: string[] = [];
  for (const module of modules) {
    const holders = files.filter(
      (file) => file.type === 'chunk' && (isModule(file.facadeModuleId ?? '', module) || (file.moduleIds ?? []).some((id) => isModule(id, module))),
    );
    if (holders.length === 0) missing.push(module);
    for (const holder of holders) chunks.add(holder);
  }
  return { chunks: [...chunks], missing };
}

/**
 * The files precached for an offline start, relative to the dist folder: the `elements` entry,
 * the shell set's chunks, everything they import statically, and their stylesheets; no heavy
 * library, whatever imports it.
 */
export function precacheList(files: readonly OutputFile[], modules: readonly string[] = SHELL_SET_MODULES): string[] {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const entry = files.find((file) => file.type === 'chunk' && file.isEntry === true && file.name === 'elements') ?? byName.get('elements.js');
  const roots = [...(entry ? [entry] : []), ...shellSetChunks(files, modules).chunks];
  const kept = new Set<string>();
  const visit = (file: OutputFile | undefined): void => {
    if (file?.type !== 'chunk' || kept.has(file.fileName) || isHeavyChunk(file.moduleIds ?? [])) return;
    kept.add(file.fileName);
    for (const css of file.importedCss ?? []) if (byName.get(css)?.type === 'asset') kept.add(css);
    for (const name of file.imports ?? []) visit(byName.get(name));
  };
  roots.forEach(visit);
  return [...kept].filter((name) => /\.(m?js|css)$/.test(name)).sort();
}

/** The cache version of a build: the precached files' contents, and the names of all its files. */
export function buildVersion(files: readonly OutputFile[], list: readonly string[]): string {
  const hash = createHash('sha256');
  const byName = new Map(files.map((file) => [file.fileName, file]));
  for (const name of list) hash.update(name).update(byName.get(name)?.code ?? byName.get(name)?.source ?? '');
  for (const name of files.map((file) => file.fileName).sort()) hash.update(`\0${name}`);
  return hash.digest('hex').slice(0, 16);
}

/** The text of `sw.js`: the worker lowered to the build's browsers, with the build's list in front. */
export async function workerScript(build: { version: string; files: readonly string[] }, target?: string | string[]): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(WORKER_SOURCE, 'utf8'), WORKER_SOURCE, { lang: 'ts', target });
  const body = code.replace(/^\s*export\s*\{\s*\};?\s*$/m, '');
  return `// The shell's service worker; generated by scripts/service-worker.ts.\nconst SHELL_BUILD = ${JSON.stringify(build)};\n${body}`;
}

export function serviceWorker(): Plugin {
  // An asset, which vite leaves as it is: lowered here to the build's browsers like the chunks.
  let target: string | string[] | undefined;
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      target = config.build.target || undefined;
    },
    async generateBundle(_options, bundle) {
      const files: OutputFile[] = Object.values(bundle).map((item) =>
        item.type === 'chunk'
          ? {
              fileName: item.fileName,
              type: 'chunk',
              code: item.code,
              isEntry: item.isEntry,
              name: item.name,
              facadeModuleId: item.facadeModuleId,
              imports: item.imports,
              moduleIds: Object.keys(item.modules),
              importedCss: [...(item.viteMetadata?.importedCss ?? [])],
            }
          : { fileName: item.fileName, type: 'asset', source: item.source },
      );
      const list = precacheList(files);
      const version = buildVersion(files, list);
      const gzip = list.reduce((sum, name) => {
        const file = files.find((entry) => entry.fileName === name)!;
        return sum + gzipSync(file.code ?? file.source ?? '', { level: 6 }).length;
      }, 0);
      const { missing } = shellSetChunks(files);
      this.info(
        `service worker precache: ${list.length} files, ${(gzip / 1024).toFixed(1)} KB gzip${missing.length ? ` (shell set modules not in the build: ${missing.join(', ')})` : ''}`,
      );
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await workerScript({ version, files: list }, target) });
    },
  };
}

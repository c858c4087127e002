/** How the server starts a thread of its own (the query threads, the PostgreSQL connection's). */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Declared by the package build (testing/node.build.ts); undefined when run from source. */
declare const PLATFORM_COMPILED: boolean | undefined;
const COMPILED = typeof PLATFORM_COMPILED === 'boolean' && PLATFORM_COMPILED;

export interface WorkerStart {
  /** A file to run, or (from source) a script that loads the TypeScript file through tsx. */
  entry: URL | string;
  eval: boolean;
  execArgv: string[] | undefined;
}

/** The start of the thread whose module is `name` (.ts beside this file, .js compiled). */
export function workerStart(name: string): WorkerStart {
  // Paths from this module's folder, never `new URL('./x', import.meta.url)`: vite (vitest in a
  // DOM environment) rewrites that pattern into an address of its dev server.
  const here = dirname(fileURLToPath(import.meta.url));
  if (COMPILED) return { entry: pathToFileURL(join(here, `${name}.js`)), eval: false, execArgv: undefined };
  // From source the worker is TypeScript. Node 20 does not hand `--import tsx` on to a worker's
  // entry, whatever runner (tsx, vitest) started the server, so the worker registers tsx itself.
  // Its ESM build (require.resolve finds the CommonJS one, whose register() fails in a worker).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const file = pathToFileURL(join(here, `${name}.ts`)).href;
  const script = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  const execArgv: string[] = [];
  for (let i = 0; i < process.execArgv.length; i += 1) {
    const arg = process.execArgv[i]!;
    if ((arg === '--import' || arg === '--loader') && /tsx/.test(process.execArgv[i + 1] ?? '')) i += 1;
    else if (!arg.startsWith('--cpu-prof')) execArgv.push(arg);
  }
  return { entry: script, eval: true, execArgv };
}

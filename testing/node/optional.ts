/**
 * Packages the Node side needs only for some of its parts (the package's optional peer
 * dependencies): each is loaded when its part runs, never when `app-shell-platform/testing` is
 * imported, so a project installs only what it uses, and a missing one fails with the command
 * that adds it rather than with Node's "Cannot find package".
 */
import { createRequire } from 'node:module';

/**
 * Resolves from this module: in an installed package that is the tester's node_modules, in this
 * repository its own. CommonJS loading keeps the callers synchronous (a runner config is built
 * synchronously); every package loaded here ships a CommonJS build that its ESM entry wraps, so
 * the runner's own `import` gets the same instance.
 */
const requireHere = createRequire(import.meta.url);

/** The versions this package is tested with (docs/testing.md). */
const TESTED_VERSIONS: Record<string, string> = {
  'better-sqlite3': '12.11.1',
  exceljs: '4.4.0',
  '@web/test-runner': '0.20.2',
  '@web/test-runner-chrome': '0.18.1',
  '@web/dev-server-esbuild': '1.0.5',
  vite: '8.3.8',
};

/** The reference server's packages: SQLite (native, compiled on install) and the report export's. */
export const SERVER_PACKAGES = ['better-sqlite3', 'exceljs'];

function isInstalled(name: string): boolean {
  try {
    requireHere.resolve(name);
    return true;
  } catch {
    return false;
  }
}

function missingError(names: string[], purpose: string): Error {
  const specs = names.map((name) => (TESTED_VERSIONS[name] ? `${name}@${TESTED_VERSIONS[name]}` : name));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return Object.assign(
    new Error(`${purpose} needs ${list}, which ${names.length === 1 ? 'is' : 'are'} not installed: npm install --save-dev ${specs.join(' ')}`),
    { code: 'ERR_PLATFORM_TESTING_MISSING_PACKAGE', packages: names },
  );
}

/** Fails with the install command when any of `names` cannot be found. */
export function assertInstalled(names: string[], purpose: string): void {
  const missing = names.filter((name) => !isInstalled(name));
  if (missing.length > 0) throw missingError(missing, purpose);
}

/** Loads an optional package, or fails with the install command. */
export function loadOptional<T>(name: string, purpose: string): T {
  assertInstalled([name], purpose);
  return requireHere(name) as T;
}

// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_MATRIX, browserslistQuery, checkScripts, floorsOf, transformTarget } from '../../scripts/syntax-check.ts';
import type { ScriptFile } from '../../scripts/syntax-check.ts';
import hasOwn from '../../scripts/stand-ins/object-has-own.ts';
import structuredCloneStandIn from '../../scripts/stand-ins/structured-clone.ts';

const MATRIX = ['chrome88', 'edge88', 'firefox101', 'safari16.4'];
const PDFJS = '/repo/node_modules/pdfjs-dist/build/pdf.mjs';
const dir = mkdtempSync(join(tmpdir(), 'syntax-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes each file and checks them all as one build's output; the reasons by file name. */
function check(files: Record<string, { code: string; sources?: string[]; imports?: string[]; module?: boolean }>): Record<string, string[]> {
  const scripts: ScriptFile[] = Object.entries(files).map(([fileName, file]) => {
    writeFileSync(join(dir, fileName), file.code);
    return { fileName, sources: file.sources ?? ['/repo/core/x.ts'], imports: file.imports, module: file.module ?? true };
  });
  return Object.fromEntries(checkScripts(dir, scripts, MATRIX));
}

describe("the build's syntax check (scripts/syntax-check.ts)", () => {
  it('reads the matrix from build.target', () => {
    expect(browserslistQuery(floorsOf(MATRIX))).toBe('chrome >= 88, edge >= 88, firefox >= 101, safari >= 16.4, ios_saf >= 16.4');
    expect(() => floorsOf('es2022')).toThrow(/must name browsers/);
  });

  it('lowers for the matrix but keeps optional chains (Chrome and Edge from 91), and checks the whole matrix', () => {
    expect(transformTarget(['chrome88', 'edge88', 'firefox101', 'safari16.4'])).toEqual(['chrome91', 'edge91', 'firefox101', 'safari16.4']);
    expect(transformTarget(['chrome120'])).toEqual(['chrome120']);
    expect(browserslistQuery(floorsOf(BROWSER_MATRIX))).toContain('chrome >= 88');
  });

  it('passes what every browser of the matrix has', () => {
    const code =
      'class A { #x = 1; static y = 2; #m() { return this.#x; } get z() { return this.#m(); } }\n' +
      'export const f = (a) => a?.b?.(1) ?? new A().z;\nlet n = 1_000; n ||= 2; export { n };\n';
    expect(check({ 'ok.js': { code } })).toEqual({});
  });

  it('names each file and what it uses that a browser of the matrix lacks', () => {
    const found = check({
      'blocks.js': { code: 'export class A { static #n = 1; static { A.#n++; } static has(o) { return #n in o; } }' },
      'await.js': { code: 'export const x = await Promise.resolve(1);' },
      'builtins.js': { code: 'export const f = (a, o) => [[1, 2].at(-1), Object.hasOwn(o, "x"), a.findLast(Boolean)];' },
      'regexp.js': { code: 'export const a = /x/d, b = new RegExp("x", `d`);' },
      'attributes.js': { code: 'import data from "./data.json" with { type: "json" };\nexport { data };' },
      'spread.js': { code: 'export const f = (a, x, y) => a?.b(...x, y);' },
    });
    expect(found['blocks.js']!.join()).toMatch(/ClassStaticBlocks \(chrome 88 requires 94.*ErgonomicBrandChecks \(chrome 88 requires 91/);
    expect(found['await.js']!.join()).toMatch(/TopLevelAwait \(chrome 88 requires 89/);
    expect(found['builtins.js']!.join()).toMatch(/ArrayPrototypeAt.*ObjectHasOwn.*ArrayFindLast \(.*firefox 101 requires 104/);
    expect(found['regexp.js']).toEqual(['the RegExp flag d (match indices) (chrome 88 requires 90, edge 88 requires 90)']);
    expect(found['attributes.js']!.join()).toMatch(/import attributes .*chrome 88 requires 123.*firefox 101 requires 138.*safari 16.4 requires 17.2/);
    expect(found['spread.js']!.join()).toMatch(/a spread before the last argument .*chrome 88 requires 91/);
  });

  it('holds a feature-tested file to the browsers that pass its test, and nothing may import it statically', () => {
    const code =
      'export class P { static { P.ready = true; } }\nexport const { promise } = Promise.withResolvers();\nexport const sum = Math.sumPrecise([1, 2]);';
    const found = check({
      'pdf-current.js': { code, sources: [PDFJS] },
      'pdf-ungated.js': { code },
      'viewer.js': { code: 'import "./pdf-current.js";', imports: ['pdf-current.js'] },
    });
    expect(found['pdf-current.js']).toBeUndefined();
    expect(found['pdf-ungated.js']!.join()).toMatch(/ClassStaticBlocks.*PromiseWithResolvers.*MathSumPrecise/);
    expect(found['viewer.js']).toEqual(['imports pdf-current.js (pdf.js 5) statically, which only browsers that pass its feature test may load']);
  });

  it('reads a classic script (a worker) as a script', () => {
    expect(check({ 'worker.js': { code: 'self.onmessage = function (e) { with (e) { postMessage(data); } };', module: false } })).toEqual({});
  });
});

describe('the stand-ins the build puts in for built-ins the matrix lacks (scripts/stand-ins)', () => {
  it('answers as Object.hasOwn', () => {
    const object = Object.assign(Object.create({ inherited: 1 }) as object, { own: undefined });
    for (const key of ['own', 'inherited', 'missing', 'toString']) expect(hasOwn(object, key)).toBe(Object.hasOwn(object, key));
  });

  it("copies as structuredClone does, with the browser's own where there is one", () => {
    const layer: Record<string, unknown> = { ids: ['a', 'b'], order: [[1, 2], [3]], at: new Date(5), map: new Map([['k', { n: 1 }]]), set: new Set([1]) };
    layer.self = layer;
    const native = globalThis.structuredClone;
    try {
      // As in Chrome 88: no structuredClone.
      (globalThis as { structuredClone?: unknown }).structuredClone = undefined;
      const copy = structuredCloneStandIn(layer);
      expect(copy).toEqual(native(layer));
      expect(copy).not.toBe(layer);
      expect(copy.order).not.toBe(layer.order);
      expect(copy.self).toBe(copy);
    } finally {
      globalThis.structuredClone = native;
    }
    const spy = vi.spyOn(globalThis, 'structuredClone');
    structuredCloneStandIn(layer);
    expect(spy).toHaveBeenCalledWith(layer);
  });
});

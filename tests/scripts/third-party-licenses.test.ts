import { describe, expect, it } from 'vitest';
import {
  classifyLicence,
  declaredLicence,
  entryOf,
  inlinedNames,
  licenceProblems,
  mergePackages,
  packageOf,
  placementProblems,
  renderNotice,
  separateChunkOf,
} from '../../scripts/third-party-licenses.ts';
import type { BundledPackage, ChunkUse } from '../../scripts/third-party-licenses.ts';

function pkg(name: string, licence: string | undefined, extra: Partial<BundledPackage> = {}): BundledPackage {
  return { name, dir: `/repo/node_modules/${name}`, realName: name, version: '1.0.0', licence, files: [], outputs: ['elements.js'], inside: [], ...extra };
}

const LAME = '/repo/node_modules/@breezystack/lamejs/dist/lamejs.js';

describe('third-party licences: packages from module ids', () => {
  it('names the innermost package, scoped or not, through queries and virtual-module marks', () => {
    expect(packageOf('/repo/node_modules/react-dom/cjs/react-dom.production.js')).toEqual({ name: 'react-dom', dir: '/repo/node_modules/react-dom' });
    expect(packageOf(LAME)).toEqual({ name: '@breezystack/lamejs', dir: '/repo/node_modules/@breezystack/lamejs' });
    expect(packageOf('/repo/node_modules/echarts/node_modules/tslib/tslib.es6.js')?.dir).toBe('/repo/node_modules/echarts/node_modules/tslib');
    expect(packageOf('/repo/node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline')?.name).toBe('pdfjs-dist');
    expect(packageOf('\0/repo/node_modules/dayjs/dayjs.min.js?commonjs-proxy')?.name).toBe('dayjs');
    expect(packageOf('C:\\repo\\node_modules\\nanostores\\index.js')?.name).toBe('nanostores');
  });

  it('leaves our own code, bundler helpers and vite caches out', () => {
    expect(packageOf('/repo/elements/pages/fields/audio/capture.ts')).toBeNull();
    expect(packageOf('\0rolldown/runtime.js')).toBeNull();
    expect(packageOf('/repo/node_modules/.vite/deps/react.js')).toBeNull();
    expect(packageOf('/repo/node_modules/@scope')).toBeNull();
  });

  it('puts only the LGPL encoder in a chunk of its own', () => {
    expect(separateChunkOf(LAME)).toBe('lamejs');
    expect(separateChunkOf('/repo/node_modules/react/index.js')).toBeUndefined();
    expect(separateChunkOf('/repo/elements/pages/fields/audio/capture.ts')).toBeUndefined();
  });

  it('reads the packages a prebuilt file inlined from its source map, itself left out', () => {
    const sources = [
      'lib/csv/csv.js',
      '../node_modules/jszip/lib/index.js',
      'node_modules/@fast-csv/parse/build/index.js',
      'webpack://pdfjsLib/node_modules/core-js/modules/es.map.js',
      '../node_modules/exceljs/lib/x.js',
      '../node_modules/jszip/lib/zip.js',
    ];
    expect(inlinedNames(sources, 'exceljs')).toEqual(['@fast-csv/parse', 'core-js', 'jszip']);
  });
});

describe('third-party licences: classification', () => {
  it('reads SPDX expressions: OR takes the freer side, AND the stricter', () => {
    expect(classifyLicence('MIT')).toBe('permissive');
    expect(classifyLicence('apache-2.0')).toBe('permissive');
    expect(classifyLicence('(MPL-2.0 OR Apache-2.0)')).toBe('permissive');
    expect(classifyLicence('(MIT OR GPL-3.0-or-later)')).toBe('permissive');
    expect(classifyLicence('(MIT AND BSD-3-Clause)')).toBe('permissive');
    expect(classifyLicence('MIT AND GPL-3.0-only')).toBe('other');
    expect(classifyLicence('LGPL-3.0')).toBe('lgpl');
    expect(classifyLicence('LGPL-2.1-or-later OR MIT')).toBe('permissive');
    expect(classifyLicence('GPL-2.0 WITH Classpath-exception-2.0')).toBe('other');
    expect(classifyLicence('MPL-2.0')).toBe('other');
  });

  it('counts a missing or unreadable licence as not permissive', () => {
    for (const value of [undefined, '', 'SEE LICENSE IN LICENSE.txt', '(MIT', 'MIT OR', 'UNLICENSED']) expect(classifyLicence(value)).toBe('other');
  });

  it('reads package.json licences in the current and the old shape', () => {
    expect(declaredLicence({ license: 'ISC' })).toBe('ISC');
    expect(declaredLicence({ license: { type: 'MIT' } })).toBe('MIT');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('MIT OR Apache-2.0');
    expect(declaredLicence({})).toBeUndefined();
  });

  it('fails a copyleft or undeclared package, and the encoder only when its licence changes', () => {
    expect(licenceProblems([pkg('react', 'MIT'), pkg('@breezystack/lamejs', 'LGPL-3.0')])).toEqual([]);
    const problems = licenceProblems([
      pkg('gpl-thing', 'GPL-3.0'),
      pkg('mystery', undefined),
      pkg('@breezystack/lamejs', 'LGPL-2.1'),
      pkg('other-lgpl', 'LGPL-3.0'),
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^gpl-thing@1\.0\.0 \(GPL-3\.0\): not a permissive/);
    expect(problems[2]).toMatch(/expected LGPL-3\.0/);
  });

  it('asks for a licence check of an inlined package that is not installed here', () => {
    expect(licenceProblems([pkg('bn.js', 'MIT', { version: '', inside: ['exceljs/dist/exceljs.min.js'] })])).toEqual([]);
    expect(licenceProblems([pkg('new-thing', undefined, { version: '', inside: ['exceljs/dist/exceljs.min.js'] })])[0]).toMatch(
      /inlined in exceljs\/dist\/exceljs\.min\.js .*add it to INLINED/,
    );
  });

  it('merges one package found in several places', () => {
    const merged = mergePackages([
      pkg('tslib', '0BSD', { dir: '/repo/node_modules/tslib', outputs: ['chunks/b.js'] }),
      pkg('tslib', '0BSD', { dir: '/repo/node_modules/echarts/node_modules/tslib', outputs: ['chunks/a.js'], files: [{ name: 'LICENSE.txt', text: '0BSD' }] }),
      pkg('core-js', 'MIT', { version: '', inside: ['pdfjs-dist-legacy/es5/build/pdf.js'] }),
      pkg('core-js', 'MIT', { version: '', inside: ['exceljs/dist/exceljs.min.js'] }),
    ]);
    expect(merged.map((item) => item.name)).toEqual(['core-js', 'tslib']);
    expect(merged[0]!.inside).toEqual(['exceljs/dist/exceljs.min.js', 'pdfjs-dist-legacy/es5/build/pdf.js']);
    expect(merged[1]!.outputs).toEqual(['chunks/a.js', 'chunks/b.js']);
    expect(merged[1]!.files).toHaveLength(1);
  });
});

describe('third-party licences: where the encoder lives', () => {
  const entry: ChunkUse = { fileName: 'elements.js', isEntry: true, imports: ['chunks/core.js'], moduleIds: ['/repo/elements/index.ts'] };
  const core: ChunkUse = {
    fileName: 'chunks/core.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/repo/core/index.ts', '/repo/node_modules/nanostores/index.js'],
  };

  it('accepts a chunk of its own that only a lazy chunk imports', () => {
    const capture: ChunkUse = {
      fileName: 'chunks/capture.js',
      isEntry: false,
      imports: ['chunks/lamejs.js'],
      moduleIds: ['/repo/elements/pages/fields/audio/capture.ts'],
    };
    const lame: ChunkUse = { fileName: 'chunks/lamejs.js', isEntry: false, imports: [], moduleIds: [LAME] };
    expect(placementProblems([entry, core, capture, lame])).toEqual([]);
  });

  it('refuses it mixed with other code or reached statically from an entry', () => {
    const mixed: ChunkUse = { fileName: 'chunks/capture.js', isEntry: false, imports: [], moduleIds: ['/repo/elements/pages/fields/audio/capture.ts', LAME] };
    expect(placementProblems([entry, core, mixed])).toEqual(['@breezystack/lamejs shares chunks/capture.js with (own code)']);
    const eager: ChunkUse = { ...core, moduleIds: [...core.moduleIds, LAME] };
    expect(placementProblems([entry, eager])).toEqual([
      '@breezystack/lamejs is in chunks/core.js, which an entry loads statically',
      '@breezystack/lamejs shares chunks/core.js with (own code), nanostores',
    ]);
  });
});

describe('third-party licences: the notice', () => {
  it('lists every entry, then each with its licence text, and says where a text is missing', () => {
    const text = renderNotice([
      entryOf(pkg('react', 'MIT', { files: [{ name: 'LICENSE', text: 'MIT Licence ``` with a fence\n' }] })),
      entryOf(pkg('@r2wc/core', 'MIT')),
      entryOf(pkg('pdfjs-dist-legacy', 'Apache-2.0', { realName: 'pdfjs-dist', version: '2.4.456' })),
      entryOf(pkg('bn.js', 'MIT', { version: '', inside: ['exceljs/dist/exceljs.min.js'] })),
      entryOf(pkg('@breezystack/lamejs', 'LGPL-3.0', { outputs: ['chunks/lamejs-abc.js'] })),
    ]);
    expect(text).toContain(
      '- react 1.0.0: MIT\n- @r2wc/core 1.0.0: MIT\n- pdfjs-dist-legacy 2.4.456 (npm alias of pdfjs-dist@2.4.456): Apache-2.0\n- bn.js: MIT',
    );
    expect(text).toContain('````text\nMIT Licence ``` with a fence\n````');
    expect(text).toMatch(/## @r2wc\/core 1\.0\.0\n\nLicence: MIT\n\nThe package ships no licence file/);
    expect(text).toMatch(/## bn\.js\n\nLicence: MIT\n\nA copy is inlined in exceljs\/dist\/exceljs\.min\.js[^\n]*\n\nNot installed here/);
    expect(text).toContain('own lazily loaded chunk (chunks/lamejs-abc.js)');
    expect(text).toContain('licenses/lamejs.LICENSE.txt');
  });
});

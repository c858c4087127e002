import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createPlatform } from '../../../core/index.ts';

describe('createPlatform wiring', () => {
  it('builds one cache set shared by meta, and i18n on the shared language', async () => {
    const platform = createPlatform({ storage: createMemoryStorage(), console: { error() {}, warn() {}, info() {}, log() {} } });
    await platform.loadPageConcepts();
    expect(platform.meta.caches).toBe(platform.cache);
    expect(platform.cache.metadata.max).toBe(50);
    expect(platform.i18n.$language).toBe(platform.state.$language);
    platform.i18n.setLanguage('011');
    expect(platform.state.$language.get()).toBe('011');
    expect(platform.i18n.t('failure')).toBe('Processing failed');
  });

  it('loads the page concepts on demand, once; before that, reading one says what to do', async () => {
    const platform = createPlatform({ storage: createMemoryStorage(), console: { error() {}, warn() {}, info() {}, log() {} } });
    expect(() => platform.rules).toThrow(/loadPageConcepts/);
    expect(() => platform.meta).toThrowError(expect.objectContaining({ code: 'error.notready' }));
    await Promise.all([platform.loadPageConcepts(), platform.loadPageConcepts()]);
    const rules = platform.rules;
    await platform.loadPageConcepts();
    expect(platform.rules).toBe(rules);
    expect(platform.forms.buildFields).toBeTypeOf('function');
    expect(typeof platform.actions.run).toBe('function');
  });

  it("answers a page kind's concept once the page concepts are in, one promise per instance", async () => {
    const platform = createPlatform({ storage: createMemoryStorage(), console: { error() {}, warn() {}, info() {}, log() {} } });
    expect(() => platform.work).toThrow(/loadConcept\('work'\)/);
    const [work, again] = await Promise.all([platform.loadConcept('work'), platform.loadConcept('work')]);
    expect(work).toBe(again);
    expect(platform.work).toBe(work);
    expect(platform.meta).toBeDefined();
    expect(platform.loadConcept('reports')).toBe(platform.loadConcept('reports'));
    expect(typeof (await platform.loadConcept('reports')).openReport).toBe('function');
    expect(typeof (await platform.loadConcept('imports')).openImport).toBe('function');
    expect(typeof (await platform.loadConcept('designer')).open).toBe('function');
    const other = createPlatform({ storage: createMemoryStorage(), console: { error() {}, warn() {}, info() {}, log() {} } });
    expect(await other.loadConcept('work')).not.toBe(work);
  });
});

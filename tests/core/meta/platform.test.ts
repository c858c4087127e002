import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createPlatform } from '../../../core/index.ts';

describe('createPlatform wiring', () => {
  it('builds one cache set shared by meta, and i18n on the shared language', () => {
    const platform = createPlatform({ storage: createMemoryStorage(), console: { error() {}, warn() {}, info() {}, log() {} } });
    expect(platform.meta.caches).toBe(platform.cache);
    expect(platform.cache.metadata.max).toBe(50);
    expect(platform.i18n.$language).toBe(platform.state.$language);
    platform.i18n.setLanguage('011');
    expect(platform.state.$language.get()).toBe('011');
    expect(platform.i18n.t('save')).toBe('Save');
  });
});

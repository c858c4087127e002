// @vitest-environment node
/**
 * The designer document (core/designer) against the reference server: load, edit, the checks
 * before a save, a save, edits made while it is out, conflicts (a newer version, a draft begun on
 * an older one), versions and restore. The instance is at the Config route, so FM_CONFIG calls act
 * under the SYSTEM role as the designer's do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../core/index.ts';
import type { ConfigMode, DesignerDocument } from '../../../core/designer/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from '../meta/server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PAGE = 'page-customer-list';
const REPORT = 'orders-by-region';
const MENU = 'mod-customer';

/** A platform of admin at the Config route of this config, in English. */
async function designerOn(mode: ConfigMode, id: string): Promise<Platform> {
  const platform = await platformOn(server.url);
  await platform.loadConcept('designer');
  platform.state.$route.set({
    name: 'Config',
    path: `/config/${mode}/demo/crm/${id}`,
    query: {},
    params: { mode, client: 'demo', system: 'crm', configId: id },
  });
  platform.i18n.setLanguage('011');
  return platform;
}

async function ready(platform: Platform, mode: ConfigMode, id: string): Promise<DesignerDocument> {
  const doc = await platform.designer.open({ mode, id });
  await expect.poll(() => doc.$state.get().status).toBe('ready');
  return doc;
}

const draftOf = (platform: Platform, mode: ConfigMode, id: string) => {
  platform.drafts.flush();
  const key = platform.drafts.keyFor({ pageId: `config-${mode}`, recordId: id });
  return key ? (platform.drafts.load(key)?.values as { baseVersion: number; content: Record<string, unknown>; text?: string } | undefined) : undefined;
};

describe('designer document', () => {
  it('loads a config at its version, and edits it with a draft', async () => {
    const platform = await designerOn('page', PAGE);
    const doc = await ready(platform, 'page', PAGE);
    const loaded = doc.$state.get();
    expect(loaded.base!.version).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(loaded.content.columns)).toBe(true);
    expect(loaded.dirty).toBe(false);

    doc.edit({ ...loaded.content, title: 'Edited' });
    expect(doc.$state.get()).toMatchObject({ dirty: true, content: { title: 'Edited' } });
    expect(draftOf(platform, 'page', PAGE)).toMatchObject({ baseVersion: loaded.base!.version, content: { title: 'Edited' } });

    // Typed text is kept unapplied; text that is not data is refused with its line, the content stays.
    doc.typeText('{\n  title: "x",\n  columns: [,\n}');
    expect(await doc.applyText()).toBeNull();
    expect(doc.$state.get().textProblem).toMatch(/^Line 3: /);
    expect(doc.$state.get().content.title).toBe('Edited');
    expect(draftOf(platform, 'page', PAGE)?.text).toContain('columns: [,');

    doc.discard();
    expect(doc.$state.get()).toMatchObject({ dirty: false, text: null, content: loaded.content });
    expect(draftOf(platform, 'page', PAGE)).toBeUndefined();
    doc.destroy();
  });

  it('refuses a bad report item before sending, with the reason, and keeps the edits', async () => {
    const platform = await designerOn('report', REPORT);
    const doc = await ready(platform, 'report', REPORT);
    const { content, base } = doc.$state.get();
    const broken = { ...content, measures: [{ fn: 'sum', field: 'AMOUNT', label: 'x' }] };
    expect(doc.validate(broken)).toMatch(/^Measure 1 has an invalid id/);
    doc.edit(broken);
    await doc.save();
    const state = doc.$state.get();
    expect(state.saveError).toMatch(/^Not saved: Measure 1 has an invalid id.*Your changes are still here\.$/);
    expect(state).toMatchObject({ dirty: true, content: broken, saving: false });
    expect((await platform.designer.getConfig('report', REPORT)).version).toBe(base!.version);
    doc.destroy();
  });

  it('refuses a menu the server would refuse, before sending', async () => {
    const platform = await designerOn('menu', MENU);
    const doc = await ready(platform, 'menu', MENU);
    const { content } = doc.$state.get();
    expect(doc.validate()).toBe('');
    const items = content.items as Array<Record<string, unknown>>;
    expect(doc.validate({ ...content, items: [...items, { ...items[0] }] })).toMatch(/^The menu id ".+" repeats$/);
    expect(doc.validate({ ...content, items: [{ id: 'bad id', name: 'x' }] })).toMatch(/invalid id/);
    expect(doc.validate({ ...content, moduleId: 'other' })).toBe(`"moduleId" must be "${MENU}"`);
    doc.destroy();
  });

  it('saves as a new version; edits made while it was out stay unsaved over it', async () => {
    const platform = await designerOn('page', PAGE);
    const doc = await ready(platform, 'page', PAGE);
    const started = doc.$state.get();
    const saved = { ...started.content, title: 'Saved title' };
    doc.edit(saved);
    const saving = doc.save();
    doc.edit({ ...saved, title: 'Typed meanwhile' });
    await saving;
    const after = doc.$state.get();
    expect(after.base!.version).toBe(started.base!.version + 1);
    expect(after).toMatchObject({ dirty: true, saveError: '', content: { title: 'Typed meanwhile' } });
    expect(draftOf(platform, 'page', PAGE)).toMatchObject({ baseVersion: after.base!.version, content: { title: 'Typed meanwhile' } });
    expect((await platform.designer.getConfig('page', PAGE)).content.title).toBe('Saved title');
    expect(platform.notifier.$notifications.get().map((n) => n.message)).toContain(`Saved as version ${after.base!.version}`);

    await doc.save();
    expect(doc.$state.get()).toMatchObject({ dirty: false, base: { version: started.base!.version + 2 } });
    expect(draftOf(platform, 'page', PAGE)).toBeUndefined();
    doc.destroy();
  });

  it('meets a newer version as a conflict, keeps the edits, and overwrites only when asked', async () => {
    const platform = await designerOn('page', PAGE);
    const doc = await ready(platform, 'page', PAGE);
    const { base, content } = doc.$state.get();
    // Someone else saves in between.
    await platform.designer.saveConfig({ mode: 'page', id: PAGE, baseVersion: base!.version, content: { ...content, title: 'Theirs' } });
    doc.edit({ ...content, title: 'Mine' });
    await doc.save();
    const met = doc.$state.get();
    expect(met.conflict).toMatchObject({ version: base!.version + 1, content: { title: 'Theirs' } });
    expect(met).toMatchObject({ dirty: true, content: { title: 'Mine' }, base: { version: base!.version } });

    await doc.overwrite();
    expect(doc.$state.get()).toMatchObject({ conflict: null, dirty: false, base: { version: base!.version + 2 } });
    expect((await platform.designer.getConfig('page', PAGE)).content.title).toBe('Mine');
    doc.destroy();
  });

  it('keeps the base version of a draft begun on an older version: its save is a conflict', async () => {
    const platform = await designerOn('page', PAGE);
    const first = await ready(platform, 'page', PAGE);
    const { base, content } = first.$state.get();
    first.edit({ ...content, title: 'Draft on the old version' });
    first.destroy();
    platform.drafts.flush();
    await platform.designer.saveConfig({ mode: 'page', id: PAGE, baseVersion: base!.version, content: { ...content, title: 'Newer' } });

    const again = await ready(platform, 'page', PAGE);
    expect(again.$state.get()).toMatchObject({
      draftRestored: true,
      dirty: true,
      base: { version: base!.version },
      content: { title: 'Draft on the old version' },
    });
    await again.save();
    expect(again.$state.get().conflict).toMatchObject({ version: base!.version + 1, content: { title: 'Newer' } });
    again.reloadTheirs();
    expect(again.$state.get()).toMatchObject({ conflict: null, dirty: false, base: { version: base!.version + 1 }, content: { title: 'Newer' } });
    expect(draftOf(platform, 'page', PAGE)).toBeUndefined();
    again.destroy();
  });

  it('lists versions, compares one and restores it after asking over unsaved edits', async () => {
    const platform = await designerOn('report', REPORT);
    const doc = await ready(platform, 'report', REPORT);
    const { content, base } = doc.$state.get();
    await platform.designer.saveConfig({
      mode: 'report',
      id: REPORT,
      baseVersion: base!.version,
      content: { ...content, name: { '010': '改名', '011': 'Renamed' } },
    });
    await doc.load();
    await doc.loadVersions();
    const list = doc.$versions.get().list!;
    expect(list.map((v) => v.version)).toEqual([...list.map((v) => v.version)].sort((a, b) => b - a));
    expect(list[0]!.version).toBe(base!.version + 1);

    await doc.compare(1);
    expect(doc.$versions.get().compared).toMatchObject({ version: 1, content: { id: REPORT } });

    expect(doc.restoreNeedsConfirm()).toBe(false);
    doc.edit({ ...doc.$state.get().content, entity: 'ORDER' });
    expect(doc.restoreNeedsConfirm()).toBe(true);
    const made = await doc.restore(1);
    expect(made).toBe(base!.version + 2);
    await expect.poll(() => doc.$state.get().base?.version).toBe(made);
    const restored = doc.$state.get();
    expect(restored).toMatchObject({ dirty: false, status: 'ready', draftRestored: false });
    expect(restored.content.name).toEqual((await platform.designer.getVersion('report', REPORT, 1)).content.name);
    expect(doc.$versions.get().compared).toBeNull();
    await expect.poll(() => doc.$versions.get().list?.[0]?.version).toBe(made);
    doc.destroy();
  });
});

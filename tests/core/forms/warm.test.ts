/** Asking ahead for what a form loads before it draws (core/forms/warm.ts). */
import { describe, expect, it, vi } from 'vitest';
import { warmFormPage } from '../../../core/forms/warm.ts';
import type { WarmFormDeps } from '../../../core/forms/warm.ts';
import type { LoadedPage, WarmedPage, WarmPageQuery } from '../../../core/meta/index.ts';
import { getMeta } from './fixtures.ts';
import { setup } from '../meta/fake-http.ts';

function page(content: Record<string, unknown>, metaId = 'm-customer'): LoadedPage {
  return { definition: { META_ID: metaId, META_CODE: '', CONTENT: content }, config: {} } as unknown as LoadedPage;
}

function deps(loaded: LoadedPage | undefined, overrides: Partial<WarmFormDeps> = {}) {
  const calls = {
    warmPage: vi.fn(async (_query: WarmPageQuery): Promise<WarmedPage | undefined> => {
      const meta = loaded && (await getMeta(loaded.definition.META_ID));
      return loaded && meta ? { page: loaded, meta } : undefined;
    }),
    getMeta: vi.fn(getMeta),
    getCodes: vi.fn(async (_codeKey: string): Promise<unknown> => []),
    getTree: vi.fn(async (_codeKey: string): Promise<unknown> => []),
  };
  return Object.assign(calls, overrides) as typeof calls;
}

describe('warming a form', () => {
  it("asks for the entity's page config for the state, the metadata it names and each code list and tree its fields draw, once", async () => {
    const calls = deps(page({ fields: [{ attriName: 'NAME' }, { attriName: 'LEVEL' }, { attriName: 'AREA' }, { attriName: 'LEVEL', fieldLabel: 'again' }] }));
    await warmFormPage({ entity: 'CUSTOMER', state: 'add' }, calls, '010');
    expect(calls.warmPage).toHaveBeenCalledWith({ entity: 'CUSTOMER', pageId: undefined, flag: 'add' });
    expect(calls.getCodes.mock.calls).toEqual([['CUSTOMER_LEVEL']]);
    expect(calls.getTree.mock.calls).toEqual([['REGION']]);
  });

  it('takes a page by id over the entity, and a page without fields warms every code field of the entity', async () => {
    const calls = deps(page({}));
    await warmFormPage({ entity: 'CUSTOMER', pageId: 'p-1', state: 'edit' }, calls, '010');
    expect(calls.warmPage).toHaveBeenCalledWith({ entity: 'CUSTOMER', pageId: 'p-1', flag: 'edit' });
    expect(calls.getCodes).toHaveBeenCalledWith('CUSTOMER_LEVEL');
    expect(calls.getTree).toHaveBeenCalledWith('REGION');
  });

  it('stops quietly where a step fails or names nothing: the form reports it from its own load', async () => {
    const failing = deps(undefined);
    await expect(warmFormPage({ entity: 'CUSTOMER', state: 'add' }, failing, '010')).resolves.toBeUndefined();
    expect(failing.getMeta).not.toHaveBeenCalled();
    expect(failing.getCodes).not.toHaveBeenCalled();
    const failingList = deps(page({}), { getCodes: vi.fn(async () => Promise.reject(new Error('down'))) });
    await expect(warmFormPage({ entity: 'CUSTOMER', state: 'add' }, failingList, '010')).resolves.toBeUndefined();
  });

  it("a platform's load ahead asks silently: the form's own load reports a failure, once", async () => {
    const { meta, http } = setup({ 'FM_ENTITY/getMeta': new Error('down'), 'FM_PAGE_CONFIG/getPageConfig': new Error('down') });
    await meta.pageConfigFor({ metaId: 'CUSTOMER', flag: 'add' }, { silent: true }).catch(() => undefined);
    await meta.getCodes('LEVEL', undefined, { silent: true }).catch(() => undefined);
    await meta.getTree('REGION', { silent: true }).catch(() => undefined);
    expect(http.calls.map((call) => call.silent)).toEqual([true, true, true, true]);
    await meta.getMeta('CUSTOMER').catch(() => undefined);
    expect(http.calls.at(-1)!.silent).toBeUndefined();
  });

  it("asks for the system variables the form's rules read beside the page's calls, and a failure of theirs stops nothing", async () => {
    let release: () => void = () => undefined;
    const variables = vi.fn(() => new Promise<unknown>((resolve) => (release = () => resolve([]))));
    const calls = deps(page({ fields: [{ attriName: 'LEVEL' }] }), { systemVariables: variables });
    const warmed = warmFormPage({ entity: 'CUSTOMER', state: 'add' }, calls, '010');
    // Asked for before the page config has answered, not after the chain of calls.
    expect(variables).toHaveBeenCalledTimes(1);
    let done = false;
    void warmed.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.getCodes).toHaveBeenCalledWith('CUSTOMER_LEVEL');
    expect(done).toBe(false);
    release();
    await warmed;
    const failing = deps(undefined, { systemVariables: vi.fn(async () => Promise.reject(new Error('down'))) });
    await expect(warmFormPage({ entity: 'CUSTOMER', state: 'add' }, failing, '010')).resolves.toBeUndefined();
  });
});

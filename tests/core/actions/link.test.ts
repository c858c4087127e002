// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createActions } from '../../../core/actions/index.ts';
import type { Operate } from '../../../core/actions/index.ts';
import { openWebLink } from '../../../core/actions/link.ts';
import { createContext } from '../../../core/instance/index.ts';
import { createRules } from '../../../core/rules/index.ts';

function setup(language = '010') {
  const context = createContext({ console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} } });
  context.state.$language.set(language);
  const opened: string[] = [];
  const openExternal = vi.fn((url: string) => (/^https?:\/\//i.test(url) ? (opened.push(url), true) : false));
  const open = vi.fn();
  const rules = createRules(context, {});
  const http = { request: vi.fn(), download: vi.fn() };
  const actions = createActions(context, { http, open, openExternal, resolve: rules.resolve });
  const messages = () => context.notifier.$notifications.get().map((n) => n.message);
  return { context, actions, opened, open, http, messages };
}

describe('external web links (spec §1: a new window)', () => {
  it('an open operation with a url opens the address, placeholders resolved from the row, and no page', async () => {
    const { actions, opened, open, http } = setup();
    const operate: Operate = { name: 'map', label: 'Map', type: 'open', url: 'https://maps.example.com/?q=#[CITY]', needSelect: 1 };
    const result = await actions.run(operate, { entity: 'CUSTOMER', row: { ID: '7', CITY: 'Nanjing' } });
    expect(result).toMatchObject({ status: 'done', done: true });
    expect(opened).toEqual(['https://maps.example.com/?q=Nanjing']);
    expect(open).not.toHaveBeenCalled();
    expect(http.request).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' JavaScript:alert(1)', 'ftp://example.com/x', ''])(
    'refuses %j with a message in the current language and opens nothing',
    async (url) => {
      const zh = setup();
      const result = await zh.actions.run({ name: 'go', type: 'open', url: url || '#[MISSING]', needSelect: 0 }, { entity: 'CUSTOMER' });
      expect(result).toMatchObject({ status: 'blocked', done: false });
      expect(zh.opened).toEqual([]);
      expect(zh.messages()).toEqual([`只能在新窗口打开 http 或 https 网址，已拒绝：${url.trim()}`]);
      const en = setup('011');
      await en.actions.run({ name: 'go', type: 'open', url: url || '#[MISSING]', needSelect: 0 }, { entity: 'CUSTOMER' });
      expect(en.messages()).toEqual([`Only http and https addresses open in a new window; refused: ${url.trim()}`]);
    },
  );

  it('openWebLink is the one rule for menus too; a long refused address is cut in the message', () => {
    const notify = vi.fn();
    const openExternal = vi.fn(() => false);
    expect(openWebLink(`data:${'x'.repeat(200)}`, { openExternal, notify, language: () => '011' })).toBe(false);
    expect(notify.mock.calls[0]![0]).toMatch(/refused: data:x+\.\.\.$/);
    expect(String(notify.mock.calls[0]![0]).length).toBeLessThan(150);
    expect(openWebLink('https://example.com/help', { openExternal: () => true, notify, language: () => '010' })).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

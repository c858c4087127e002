import { describe, expect, it } from 'vitest';
import { createContext, createMemoryStorage } from '../../../core/instance/index.ts';
import { createI18n, languageKey, resolveLanguage } from '../../../core/i18n/index.ts';
import { dayjs } from '../../../core/i18n/dayjs.ts';
import '../../../core/i18n/validation-messages.ts';
import { atom } from 'nanostores';
import type { User } from '../../../core/state/index.ts';

function setup(stored?: Record<string, string>) {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored ?? {})) storage.setItem(key, value);
  const context = createContext({ storage, console: { error() {}, warn() {}, info() {}, log() {} } });
  context.state.$clientConfig.set({ CODE: 'demo', DEFAULT_LANGUAGE: '010' });
  const i18n = createI18n(context);
  return { context, storage, i18n };
}

const user = (LANGUAGE?: string): User => ({
  id: 'u',
  client: 'demo',
  LANGUAGE,
  roles: [],
  services: {},
  serviceRoles: {},
  roleRightCodes: {},
  roleEntityApiMap: {},
});

describe('language resolution', () => {
  it('orders stored, then user LANGUAGE, then client default, then 010', () => {
    expect(resolveLanguage({ stored: '011', userLanguage: '010', clientDefault: '010' })).toBe('011');
    expect(resolveLanguage({ stored: null, userLanguage: '011', clientDefault: '010' })).toBe('011');
    expect(resolveLanguage({ stored: '', userLanguage: undefined, clientDefault: '011' })).toBe('011');
    expect(resolveLanguage({})).toBe('010');
  });

  it('reads the stored {clientCode}-language first', () => {
    const { i18n } = setup({ 'demo-language': '011' });
    expect(languageKey('demo')).toBe('demo-language');
    expect(i18n.$language.get()).toBe('011');
    expect(i18n.$locale.get()).toBe('en-US');
  });

  it('follows the user LANGUAGE when nothing is stored, and the client default before that', () => {
    const { i18n, context } = setup();
    expect(i18n.$language.get()).toBe('010');
    context.state.$clientConfig.set({ CODE: 'demo', DEFAULT_LANGUAGE: '011' });
    expect(i18n.$language.get()).toBe('011');
    context.state.$user.set(user('010'));
    expect(i18n.$language.get()).toBe('010');
    expect(i18n.$locale.get()).toBe('zh-CN');
  });

  it("the app config's LANGUAGE_DEFAULT applies only when the client configuration has none", () => {
    expect(resolveLanguage({ clientDefault: '010', appDefault: '011' })).toBe('010');
    expect(resolveLanguage({ clientDefault: undefined, appDefault: '011' })).toBe('011');
    expect(resolveLanguage({ userLanguage: '010', appDefault: '011' })).toBe('010');
    const { i18n, context } = setup();
    context.state.$appConfig.set({ CODE: 'sales', LANGUAGE_DEFAULT: '011' });
    expect(i18n.$language.get()).toBe('010');
    context.state.$clientConfig.set({ CODE: 'demo' });
    expect(i18n.$language.get()).toBe('011');
    context.state.$user.set(user('010'));
    expect(i18n.$language.get()).toBe('010');
  });

  it('a stored language wins over the user LANGUAGE', () => {
    const { i18n, context } = setup({ 'demo-language': '011' });
    context.state.$user.set(user('010'));
    expect(i18n.$language.get()).toBe('011');
  });

  it('setLanguage stores the choice for the client and updates state.$language', () => {
    const { i18n, context, storage } = setup();
    i18n.setLanguage('011');
    expect(storage.getItem('demo-language')).toBe('011');
    expect(context.state.$language.get()).toBe('011');
    context.state.$user.set(user('010'));
    expect(i18n.$language.get()).toBe('011');
  });

  it('any code other than 011 is the zh-CN locale', () => {
    const { i18n } = setup({ 'demo-language': '012' });
    expect(i18n.$locale.get()).toBe('zh-CN');
    expect(i18n.t('success')).toBe('处理成功');
  });

  it('destroy stops following the user', () => {
    const { i18n, context } = setup();
    i18n.destroy();
    context.state.$user.set(user('011'));
    expect(i18n.$language.get()).toBe('010');
  });
});

describe('messages', () => {
  it('t fills %s in order', () => {
    const { i18n } = setup();
    expect(i18n.t('validate.string.range', '名称', 2, 10)).toBe('名称 必须在 2 到 10 个字符之间');
    i18n.setLanguage('011');
    expect(i18n.t('validate.string.range', 'Name', 2, 10)).toBe('Name must be between 2 and 10 characters');
    expect(i18n.t('validate.required')).toBe('%s is required');
  });

  it('$messages switches live, without reload', () => {
    const { i18n } = setup();
    const seen: string[] = [];
    const stop = i18n.$messages.subscribe((messages) => seen.push(messages.success));
    i18n.setLanguage('011');
    i18n.setLanguage('010');
    stop();
    expect(seen).toEqual(['处理成功', 'Processed successfully', '处理成功']);
  });

  it('localized stores follow the language', () => {
    const { i18n } = setup();
    const $config = atom({ title: '客户', 'title.i18n': { '010': '客户', '011': 'Customer' } });
    const $localized = i18n.localized($config);
    const titles: string[] = [];
    const stop = $localized.subscribe((config) => titles.push(config.title));
    i18n.setLanguage('011');
    $config.set({ title: 'x', 'title.i18n': { '010': '订单', '011': 'Order' } });
    stop();
    expect(titles).toEqual(['客户', 'Customer', 'Order']);
  });

  it('label reads an attribute label in the current language', () => {
    const { i18n } = setup();
    const attribute = { name: 'NAME', label: 'NAME', labels: { '010': '名称', '011': 'Name' } };
    expect(i18n.label(attribute)).toBe('名称');
    i18n.setLanguage('011');
    expect(i18n.label(attribute)).toBe('Name');
    expect(i18n.label({ name: 'X', label: 'Fallback' })).toBe('Fallback');
    expect(i18n.label(null)).toBe('');
  });
});

describe('dates', () => {
  it('uses zh-cn with weeks starting on Monday, and en for 011', () => {
    const { i18n } = setup();
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2024-05-08').startOf('week').format('YYYY-MM-DD')).toBe('2024-05-06');
    expect(dayjs('2024-05-06').weekday()).toBe(0);
    expect(dayjs('2024-05-08').format('dddd')).toBe('星期三');
    i18n.setLanguage('011');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2024-05-08').format('dddd')).toBe('Wednesday');
    i18n.setLanguage('010');
    expect(dayjs.locale()).toBe('zh-cn');
  });
});

describe('language per client', () => {
  it('re-reads the stored language when the route moves to another client', () => {
    const storage = createMemoryStorage();
    storage.setItem('acme-language', '011');
    const context = createContext({ storage, console: { error() {}, warn() {}, info() {}, log() {} } });
    const i18n = createI18n(context);
    context.state.$route.set({ name: 'app1', path: '/app/demo/crm', query: {}, params: { client: 'demo' } });
    expect(i18n.$language.get()).toBe('010');
    context.state.$route.set({ name: 'app1', path: '/app/acme/crm', query: {}, params: { client: 'acme' } });
    expect(i18n.$language.get()).toBe('011');
    i18n.setLanguage('010');
    expect(storage.getItem('acme-language')).toBe('010');
  });
});

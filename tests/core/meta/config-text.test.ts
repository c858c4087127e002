import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluateConfigScript, loadConfigParser, needsConfigParser, parseConfigData, readConfigText } from '../../../core/meta/index.ts';

const context = { page: { ID: 'P1' }, meta: null, user: { id: 'u1' }, language: '010' };

afterEach(() => {
  delete (globalThis as Record<string, unknown>).alert;
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('the JSON5 reader, loaded on demand', () => {
  it('plain JSON needs no reader; JSON5 text asks for it, and is read once it is loaded', async () => {
    expect(needsConfigParser('{ "title": "x" }')).toBe(false);
    expect(needsConfigParser('')).toBe(false);
    expect(parseConfigData('{ "title": "x" }')).toEqual({ kind: 'data', value: { title: 'x' } });
    expect(needsConfigParser("{ title: 'x' }")).toBe(true);
    expect(() => parseConfigData("{ title: 'x' }")).toThrow(expect.objectContaining({ code: 'config.parserNotLoaded' }));
    await Promise.all([loadConfigParser(), loadConfigParser()]);
    expect(needsConfigParser("{ title: 'x' }")).toBe(false);
    expect(parseConfigData("{ title: 'x' }")).toEqual({ kind: 'data', value: { title: 'x' } });
  });
});

describe('parseConfigData', () => {
  beforeAll(() => loadConfigParser());

  it('parses JSON5 object literals as data, empty text as {}', () => {
    expect(parseConfigData("{ title: '客户', columns: [{ attriName: 'NAME', }], }")).toEqual({
      kind: 'data',
      value: { title: '客户', columns: [{ attriName: 'NAME' }] },
    });
    expect(parseConfigData('')).toEqual({ kind: 'data', value: {} });
    expect(parseConfigData('   ')).toEqual({ kind: 'data', value: {} });
    expect(parseConfigData(null)).toEqual({ kind: 'data', value: {} });
  });

  it('refuses code and non-objects', () => {
    expect(parseConfigData('{ a: alert(1) }').kind).toBe('notData');
    expect(parseConfigData('[1, 2]').kind).toBe('notObject');
  });

  it('keeps __proto__ keys inert', () => {
    const parsed = parseConfigData('{ "__proto__": { "polluted": true }, a: { "__proto__": { "polluted": 1 } } }');
    expect(parsed.kind).toBe('data');
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value.polluted).toBeUndefined();
    expect((value.a as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

it('constructor.prototype in data stays plain data', () => {
  const parsed = parseConfigData('{ constructor: { prototype: { polluted: true } } }');
  expect(parsed.kind).toBe('data');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
});

describe('readConfigText in strict mode', () => {
  it('accepts data', () => {
    expect(readConfigText('{ title: "x" }', { pageName: 'P1', mode: 'strict', context })).toEqual({ ok: true, value: { title: 'x' } });
  });

  it('never evaluates hostile CONTENT and names the page in the error', () => {
    const alert = vi.fn();
    (globalThis as Record<string, unknown>).alert = alert;
    const result = readConfigText('{a: alert(1)}', { pageName: 'CUSTOMER_LIST', mode: 'strict', context });
    expect(alert).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'config.notData', message: '页面 CUSTOMER_LIST 的配置不是数据，严格模式下不会执行' });
    const english = readConfigText('(function(){ alert(1); return {}; })()', { pageName: 'P9', mode: 'strict', context: { ...context, language: '011' } });
    expect(!english.ok && english.error.message).toBe('The configuration of page P9 is not data, and strict mode never evaluates it');
    expect(alert).not.toHaveBeenCalled();
  });

  it('evaluateConfigScript refuses to run anything', () => {
    const alert = vi.fn();
    (globalThis as Record<string, unknown>).alert = alert;
    const result = evaluateConfigScript('alert(1); return 1;', context, 'strict');
    expect(result).toMatchObject({ ok: false, error: { code: 'script.disabled' } });
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('readConfigText in compat mode', () => {
  it('evaluates a CONTENT that is not data, with the documented context', () => {
    const text = "{ title: 'Hello ' + user.id, lang: language, pageId: page.ID, hasMeta: meta !== null, sum: 1 + 1, format: function (v) { return v * 2; } }";
    const result = readConfigText(text, { pageName: 'P1', mode: 'compat', context });
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(value).toMatchObject({ title: 'Hello u1', lang: '010', pageId: 'P1', hasMeta: false, sum: 2 });
    expect((value.format as (v: number) => number)(3)).toBe(6);
  });

  it('accepts a function body that returns the config', () => {
    const result = readConfigText('var a = 2; return { a: a };', { pageName: 'P1', mode: 'compat', context });
    expect(result).toEqual({ ok: true, value: { a: 2 } });
  });

  it('runs in strict mode: undeclared assignments fail, this is undefined', () => {
    const sloppy = readConfigText('{ a: (leaked = 1) }', { pageName: 'P1', mode: 'compat', context });
    expect(sloppy.ok).toBe(false);
    expect((globalThis as Record<string, unknown>).leaked).toBeUndefined();
    expect(evaluateConfigScript('return this;', context, 'compat')).toEqual({ ok: true, value: undefined });
  });

  it('catches errors into a PlatformError naming the page', () => {
    const thrown = readConfigText('{ a: missingFunction() }', { pageName: 'ORDER_EDIT', mode: 'compat', context });
    expect(!thrown.ok && thrown.error).toMatchObject({ code: 'config.failed', message: expect.stringContaining('页面 ORDER_EDIT 的配置执行出错') });
    const syntax = readConfigText('{ a: ', { pageName: 'ORDER_EDIT', mode: 'compat', context: { ...context, language: '011' } });
    expect(!syntax.ok && syntax.error.message).toMatch(/^The configuration of page ORDER_EDIT failed/);
    const notObject = readConfigText('1 + 1', { pageName: 'X', mode: 'compat', context });
    expect(!notObject.ok && notObject.error.code).toBe('config.notObject');
  });

  it('an evaluated __proto__ literal does not reach the result or Object.prototype', () => {
    const result = readConfigText('{ __proto__: { polluted: true }, a: 1 }', { pageName: 'P', mode: 'compat', context });
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(value.polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('evaluateConfigScript exposes context keys as parameters and as context', () => {
    expect(evaluateConfigScript('return context.page.ID + "/" + user.id;', context, 'compat')).toEqual({ ok: true, value: 'P1/u1' });
    expect(evaluateConfigScript('throw new Error("nope")', context, 'compat')).toMatchObject({
      ok: false,
      error: { code: 'script.failed', message: '脚本执行出错：nope' },
    });
  });
});

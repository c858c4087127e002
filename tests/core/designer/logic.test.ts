// The designer's text view, diffs and per-language texts (core/designer).
import { describe, it } from 'vitest';
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { authorName, configDiff, configToText, menuNameIn, readText, withText } from '../../../core/designer/index.ts';

describe('designer text view', () => {
  it('reads JSON5 data back and round-trips the written text', async () => {
    const content = { columns: [{ attriName: 'NAME', width: 200 }] };
    deepEqual(await readText(configToText(content), 'p', '011'), { ok: true, content });
    deepEqual(await readText("{ columns: [ { attriName: 'NAME' }, ], }", 'p', '011'), {
      ok: true,
      content: { columns: [{ attriName: 'NAME' }] },
    });
  });

  it('refuses text that is not data with its line and reason, in both languages', async () => {
    const bad = '{\n  columns: [],\n  mounted: function () {}\n}';
    const en = await readText(bad, 'p', '011');
    assert(!en.ok && en.line === 3, 'the line of the function');
    match(en.ok ? '' : en.message, /^Line 3: invalid character/);
    const zh = await readText(bad, 'p', '010');
    match(zh.ok ? '' : zh.message, /^第 3 行：无效的字符/);
  });
});

describe('designer helpers', () => {
  it('diffs configs key by key', () => {
    deepEqual(configDiff({ a: 1, o: { x: 1 } }, { a: 1, o: { x: 2 }, b: [1] }), [
      { path: 'o.x', before: '1', after: '2' },
      { path: 'b', before: '', after: '[1]' },
    ]);
  });

  it('changes a per-language text in the language edited only', () => {
    const op = { name: 'x', label: '新建', 'label.i18n': { '010': '新建', '011': 'New' } };
    deepEqual(withText(op, 'label', '011', 'Create'), { name: 'x', label: '新建', 'label.i18n': { '010': '新建', '011': 'Create' } });
    deepEqual(withText({ name: 'y', label: '旧' }, 'label', '010', '新'), { name: 'y', label: '新' });
  });

  it("names a menu node and a version's author in the language shown", () => {
    equal(menuNameIn({ name: '客户', nameEn: 'Customers' }, '011'), 'Customers');
    equal(menuNameIn({ name: '客户' }, '011'), '客户', 'no English name: the Chinese one');
    equal(menuNameIn({ name: '客户', nameEn: 'Customers' }, '010'), '客户');
    equal(authorName({ id: 'u', name: '管理员', nameEn: 'Admin' }, '011'), 'Admin');
    equal(authorName({ id: 'u', name: '管理员', nameEn: 'Admin' }, '010'), '管理员');
    equal(authorName({ id: 'u' }, '010'), 'u');
  });
});

import { assert, deepEqual, match } from '../../support/assert.ts';
import { configDiff } from '../../../elements/pages/designer/config-diff.ts';
import { configToText, readText } from '../../../elements/pages/designer/config-text.ts';
import { designerText } from '../../../elements/pages/designer/designer-text.ts';
import { moveItem } from '../../../elements/pages/designer/OrderedList.tsx';
import { withText } from '../../../elements/pages/designer/OperationsEditor.tsx';

describe('designer text view', () => {
  it('reads JSON5 data back and round-trips the written text', async () => {
    const content = { columns: [{ attriName: 'NAME', width: 200 }] };
    deepEqual(await readText(configToText(content), 'p', '011', designerText('011')), { ok: true, content });
    deepEqual(await readText("{ columns: [ { attriName: 'NAME' }, ], }", 'p', '011', designerText('011')), {
      ok: true,
      content: { columns: [{ attriName: 'NAME' }] },
    });
  });

  it('refuses text that is not data with its line and reason, in both languages', async () => {
    const bad = '{\n  columns: [],\n  mounted: function () {}\n}';
    const en = await readText(bad, 'p', '011', designerText('011'));
    assert(!en.ok && en.line === 3, 'the line of the function');
    match(en.ok ? '' : en.message, /^Line 3: invalid character/);
    const zh = await readText(bad, 'p', '010', designerText('010'));
    match(zh.ok ? '' : zh.message, /^第 3 行：无效的字符/);
  });
});

describe('designer helpers', () => {
  it('moves an item up and down', () => {
    deepEqual(moveItem(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b']);
    deepEqual(moveItem(['a', 'b'], 0, 5), ['a', 'b']);
  });

  it('diffs configs key by key', () => {
    deepEqual(configDiff({ a: 1, o: { x: 1 } }, { a: 1, o: { x: 2 }, b: [1] }), [
      { path: 'o.x', before: '1', after: '2' },
      { path: 'b', before: '', after: '[1]' },
    ]);
  });

  it('changes a per-language text in the language edited only', () => {
    const op = { name: 'x', label: '新建', 'label.i18n': { '010': '新建', '011': 'New' } };
    deepEqual(withText(op, 'label', '011', 'Create'), { name: 'x', label: '新建', 'label.i18n': { '010': '新建', '011': 'Create' } });
  });
});

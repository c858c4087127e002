/**
 * The condition builder in Chromium: a condition with brackets and a `$[x]` value built by mouse
 * and keyboard, the list it emits and its words; an unbalanced list shows core's reason and is
 * emitted as not valid.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { Condition, ConditionCheck } from '../../../core/rules/index.ts';
import type { EntityAttribute } from '../../../core/meta/index.ts';
import { ConditionBuilder } from '../../../elements/pages/designer/condition-builder/index.ts';
import { deepEqual, equal, match } from '../../support/assert.ts';
import { waitFor } from '../../support/dom.ts';

const attribute = (name: string, zh: string, en: string, dataType: string): EntityAttribute => ({
  id: name,
  name,
  label: zh,
  labels: { '010': zh, '011': en },
  dataType,
  isRequired: false,
  orderNum: 0,
  busiKey: '0',
});
const ATTRIBUTES = [
  attribute('LEVEL', '等级', 'Level', 'code'),
  attribute('REGION', '地区', 'Region', 'code'),
  attribute('CREDIT', '信用额度', 'Credit', 'money'),
];
const REGIONS = [
  { value: 'EAST', label: '华东' },
  { value: 'NORTH', label: '华北' },
];

let mounted: Array<{ root: Root; host: HTMLElement }> = [];
let last: { list: Condition[]; check: ConditionCheck } | null = null;

function Harness({ language, initial }: { language: string; initial: Condition[] }) {
  const [value, setValue] = useState<Condition[]>(initial);
  return (
    <ConditionBuilder
      value={value}
      attributes={ATTRIBUTES}
      language={language}
      valueOptions={(field) => (field === 'REGION' ? REGIONS : undefined)}
      onChange={(list, check) => {
        last = { list, check };
        setValue(list);
      }}
    />
  );
}

function render(language: string, initial: Condition[] = []): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const point = document.createElement('div');
  shadow.append(point);
  const root = createRoot(point);
  root.render(<Harness language={language} initial={initial} />);
  mounted.push({ root, host });
  return shadow;
}

const q = <T extends Element>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const rows = (shadow: ShadowRoot) => Array.from(shadow.querySelectorAll<HTMLElement>('.condition-row'));
const words = (shadow: ShadowRoot) => q(shadow, '[data-role="words"]').textContent;

function pick(select: HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  setter.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const labelled = <T extends Element>(root: ParentNode, label: string): T => q<T>(root, `[aria-label="${label}"]`);

describe('condition builder', () => {
  afterEach(() => {
    for (const { root, host } of mounted) {
      root.unmount();
      host.remove();
    }
    mounted = [];
    last = null;
  });

  it('builds a condition with brackets and a page value, emits the list and reads it in words', async () => {
    const shadow = render('010');
    await waitFor(() => shadow.querySelector('.condition-add'), 'the add button');
    equal(words(shadow), '无条件（始终满足）');
    for (let n = 0; n < 3; n += 1) q<HTMLButtonElement>(shadow, '.condition-add').click();
    await waitFor(() => rows(shadow).length === 3, 'three rows');
    // The focus follows the new row, so a keyboard user goes on from its field.
    equal((shadow.activeElement as HTMLElement | null)?.dataset.focus, 'field');

    type(labelled(shadow, '第 1 行的值'), 'A');
    pick(labelled(shadow, '第 2 行的字段'), 'REGION');
    pick(labelled(shadow, '第 2 行的比较方式'), 'in');
    type(labelled(shadow, '第 2 行的值'), 'EAST,NORTH');
    labelled<HTMLButtonElement>(shadow, '第 2 行前的左括号数：增加').click();
    await waitFor(() => last?.check.valid === false, 'an open bracket is invalid until it is closed');
    match(q(shadow, '[role="alert"]').textContent ?? '', /括号不配对：有“\(”没有闭合/);

    pick(labelled(shadow, '第 3 行的连接词'), 'or');
    pick(labelled(shadow, '第 3 行的字段'), 'CREDIT');
    pick(labelled(shadow, '第 3 行的比较方式'), 'greater');
    type(labelled(shadow, '第 3 行的值'), '$[minCredit]');
    labelled<HTMLButtonElement>(shadow, '第 3 行后的右括号数：增加').click();
    await waitFor(() => last?.check.valid === true, 'the balanced list is valid');
    equal(shadow.querySelector('[role="alert"]'), null, 'no error once balanced');

    deepEqual(last!.list, [
      { field: 'LEVEL', mode: 'equal', value: 'A' },
      { left: '(', field: 'REGION', mode: 'in', value: ['EAST', 'NORTH'], join: 'and' },
      { field: 'CREDIT', mode: 'greater', value: '$[minCredit]', right: ')', join: 'or' },
    ]);
    equal(words(shadow), '等级 等于 A 且 ( 地区 属于 华东、华北 或 信用额度 大于 页面参数 minCredit )');
  });

  it('moves rows by keyboard and shows an unbalanced list as an error, emitted as not valid (English)', async () => {
    const shadow = render('011', [
      { field: 'LEVEL', mode: 'equal', value: 'A', left: '(' },
      { field: 'user.roleCode', mode: 'equal', value: 'SALES', join: 'or' },
    ]);
    await waitFor(() => rows(shadow).length === 2, 'two rows');
    match(q(shadow, '[role="alert"]').textContent ?? '', /Invalid condition: unbalanced brackets: a "\(" is never closed/);
    equal(words(shadow), '( Level equals A or the current role equals SALES');

    const field = labelled<HTMLSelectElement>(shadow, 'Field of row 2');
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true }));
    await waitFor(() => last !== null, 'the move is emitted');
    equal(last!.check.valid, false);
    deepEqual(
      last!.list.map((item) => item.field),
      ['user.roleCode', 'LEVEL'],
    );
    equal((shadow.activeElement as HTMLElement | null)?.getAttribute('aria-label'), 'Field of row 1', 'the focus moved with the row');

    labelled<HTMLButtonElement>(shadow, 'Closing brackets after row 2: more').click();
    await waitFor(() => last?.check.valid === true, 'closing the bracket makes it valid');
    equal(words(shadow), 'the current role equals SALES or ( Level equals A )');
    labelled<HTMLButtonElement>(shadow, 'Remove row 1').click();
    await waitFor(() => rows(shadow).length === 1, 'one row left');
    deepEqual(last!.list, [{ left: '(', field: 'LEVEL', mode: 'equal', value: 'A', right: ')' }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkCounts,
  checkDefinition,
  checkPage,
  checkTaskDetail,
  checkTree,
  createLoad,
  departmentName,
  editedValues,
  i18nText,
  limitToEditable,
  personFullName,
  personName,
} from '../../../core/work/index.ts';
import type { TaskDetail } from '../../../core/work/index.ts';

describe('the checks of the workflow replies', () => {
  it('refuses a reply of the wrong shape with error.reply, and keeps what it can of a right one', () => {
    expect(() => checkCounts(null)).toThrow(expect.objectContaining({ code: 'error.reply' }));
    expect(checkCounts({ waiting: 2, started: -1, done: 'x' })).toEqual({ waiting: 2, started: 0, done: 0 });
    expect(() => checkPage({ rows: 'no' }, 'inbox', () => true)).toThrow("The server's inbox is not in the expected shape");
    expect(checkPage({ rows: [{ instanceId: 'a' }, 3, { other: 1 }], total: 0 }, 'inbox', (row) => typeof row.instanceId === 'string')).toEqual({
      rows: [{ instanceId: 'a' }],
      total: 1,
    });
    expect(() => checkTaskDetail({ task: {} })).toThrow(expect.objectContaining({ code: 'error.reply' }));
    const definition = checkDefinition({
      id: 'd',
      nodes: [{ id: 'a' }, { id: 'b' }, 'x'],
      transitions: [
        { id: 't', from: 'a', to: 'b' },
        { id: 'u', from: 'a', to: 'gone' },
      ],
    });
    expect(definition.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(definition.transitions.map((t) => t.id)).toEqual(['t']);
    expect(() => checkTree([{ name: 'no id' }])).toThrow("The server's department tree is not in the expected shape");
  });

  it('names labels, people and departments in the UI language', () => {
    expect(i18nText({ '010': '订单审批', '011': 'Order approval' }, '011')).toBe('Order approval');
    expect(i18nText({ '011': 'Only English' }, '010')).toBe('Only English');
    expect(i18nText(undefined, '010', 'fallback')).toBe('fallback');
    const alice = { id: 'user-alice', name: '王丽', nameEn: 'Alice Wang' };
    expect(personName(alice, '010')).toBe('王丽');
    expect(personName(alice, '011')).toBe('Alice Wang');
    expect(personName({ id: 'x', name: '' }, '011')).toBe('x');
    expect(personFullName(alice, '010')).toBe('王丽 / Alice Wang');
    expect(personFullName(alice, '011')).toBe('Alice Wang');
    const tree = checkTree([{ id: 'root', name: { '010': '公司', '011': 'Company' }, children: [{ id: 'sales', name: { '010': '销售部', '011': 'Sales' } }] }]);
    expect(departmentName(tree, 'sales', '010')).toBe('销售部');
    expect(departmentName(tree, 'sales', '011')).toBe('Sales');
    expect(departmentName(tree, 'none', '010')).toBeUndefined();
  });

  it("sends the approver's editable fields with the version read, and nothing before the record is read", () => {
    const detail = { editable: ['REMARK'] } as TaskDetail;
    expect(editedValues(detail, { REMARK: 'x', AMOUNT: 1 })).toBeUndefined();
    expect(editedValues(detail, { REMARK: 'x', AMOUNT: 1, LOG_VERSION: 3 })).toEqual({ REMARK: 'x', LOG_VERSION: 3 });
    expect(editedValues(detail, { LOG_VERSION: 3 })).toEqual({ REMARK: null, LOG_VERSION: 3 });
    expect(editedValues({ editable: [] as string[] } as TaskDetail, { REMARK: 'x', LOG_VERSION: 3 })).toBeUndefined();
  });

  it("lays the edit page out with only the node's fields editable", () => {
    const content = { fields: [{ attriName: 'NAME', width: 2 }, { attriName: 'CREDIT' }], fieldScope: { '1': ['NAME'], '2': ['CREDIT', 'NAME'] } };
    expect(limitToEditable(content, ['ID', 'NAME', 'CREDIT', 'NOTES'], ['CREDIT', 'NOTES'])).toEqual({
      fields: [
        { attriName: 'NAME', width: 2, state: 'DETAIL' },
        { attriName: 'CREDIT', state: 'EDIT' },
        { attriName: 'NOTES', state: 'EDIT' },
      ],
      fieldScope: { '1': ['NAME'], '2': ['CREDIT', 'NOTES'] },
    });
    // A page without fields shows every attribute.
    expect(limitToEditable({}, ['ID', 'REMARK'], ['REMARK']).fields).toEqual([
      { attriName: 'ID', state: 'DETAIL' },
      { attriName: 'REMARK', state: 'EDIT' },
    ]);
  });

  it('lets a newer load win over an older reply', async () => {
    const replies: Array<(value: string) => void> = [];
    const load = createLoad(() => new Promise<string>((resolve) => replies.push(resolve)));
    load.run();
    replies[1]!('newer');
    replies[0]!('older');
    await Promise.resolve();
    await Promise.resolve();
    expect(load.$state.get()).toEqual({ status: 'ready', data: 'newer' });
    load.destroy();
  });
});

import { describe, expect, it } from 'vitest';
import { operateInLanguage } from '../../../core/actions/words.ts';
import type { Operate } from '../../../core/actions/types.ts';

describe('operateInLanguage', () => {
  const operate = {
    name: 'delete',
    type: 'delete',
    label: '删除',
    'label.i18n': { '010': '删除', '011': 'Delete' },
    confirm: '确定删除选中的记录吗？',
    'confirm.i18n': { '010': '确定删除选中的记录吗？', '011': 'Delete the selected records?' },
    tip: '只能删除草稿',
    'tip.i18n': { '011': 'Only drafts can be deleted' },
  } as unknown as Operate;

  it('takes the label, confirm question and tip of the language from their maps', () => {
    expect(operateInLanguage(operate, '011')).toMatchObject({
      name: 'delete',
      label: 'Delete',
      confirm: 'Delete the selected records?',
      tip: 'Only drafts can be deleted',
    });
  });

  it('keeps the plain text where the map has no entry, and the operate itself when nothing changes', () => {
    expect(operateInLanguage(operate, '010')).toMatchObject({ label: '删除', tip: '只能删除草稿' });
    const plain = { name: 'x', type: 'post', label: 'X' } as unknown as Operate;
    expect(operateInLanguage(plain, '011')).toBe(plain);
  });
});

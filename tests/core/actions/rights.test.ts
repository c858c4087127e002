import { describe, expect, it, vi } from 'vitest';
import { createActions, operateRight, operateVisibility, pageAllowed, rightCodeAllows, withRightCodes } from '../../../core/actions/index.ts';
import { createContext } from '../../../core/instance/index.ts';

const codes = new Set(['crm.export']);
const hasRight = (code: string) => codes.has(code);
const rights = (entity: string, name: string) => entity === 'CUSTOMER' && ['view', 'export'].includes(name);

describe('rights a page config names', () => {
  it('an operation needs its operation right and its rightCode, under RIGHT_CONTROL_MODE', () => {
    expect(operateVisibility({ name: 'export', rightCode: 'crm.export' }, '1', rights, 'CUSTOMER', hasRight)).toBe('shown');
    expect(operateVisibility({ name: 'export', rightCode: 'crm.audit' }, '1', rights, 'CUSTOMER', hasRight)).toBe('hidden');
    expect(operateVisibility({ name: 'export', rightCode: 'crm.audit' }, '2', rights, 'CUSTOMER', hasRight)).toBe('disabled');
    expect(operateVisibility({ name: 'export', rightCode: 'crm.audit' }, '0', rights, 'CUSTOMER', hasRight)).toBe('shown');
    expect(operateVisibility({ name: 'purge', rightCode: 'crm.export' }, '1', rights, 'CUSTOMER', hasRight)).toBe('hidden');
  });

  it('an opening needs the right of the page it opens; a refresh needs none', () => {
    expect(operateRight({ name: 'open', type: 'open', flag: 'detail' })).toBe('view');
    expect(operateRight({ name: 'open', type: 'open', flag: 'edit' })).toBe('edit');
    expect(operateRight({ name: 'open', type: 'open', flag: 'edit', right: 'audit' })).toBe('audit');
    expect(operateVisibility({ name: 'show', type: 'open', flag: 'detail' }, '1', rights, 'CUSTOMER')).toBe('shown');
    expect(operateVisibility({ name: 'change', type: 'open', flag: 'edit' }, '1', rights, 'CUSTOMER')).toBe('hidden');
    expect(operateVisibility({ name: 'reload', type: 'refresh', rightCode: 'crm.audit' }, '1', rights, 'CUSTOMER', hasRight)).toBe('shown');
  });

  it('columns, fields and search fields naming a right code the role lacks are taken out; the page itself likewise', () => {
    const content = {
      columns: [{ attriName: 'NAME' }, { attriName: 'CREDIT', rightCode: 'crm.audit' }],
      fields: [{ attriName: 'CREDIT', rightCode: 'crm.export' }],
      searchFields: [{ attriName: 'NOTES', rightCode: ' crm.audit ' }],
      title: 'x',
    };
    const shown = withRightCodes(content, hasRight);
    expect(shown.columns.map((c) => c.attriName)).toEqual(['NAME']);
    expect(shown.fields).toBe(content.fields);
    expect(shown.searchFields).toEqual([]);
    expect(content.columns).toHaveLength(2);
    const plain = { columns: [{ attriName: 'NAME' }] };
    expect(withRightCodes(plain, hasRight)).toBe(plain);
    expect(pageAllowed({ rightCode: 'crm.audit' }, hasRight)).toBe(false);
    expect(pageAllowed({ rightCode: 'crm.export' }, hasRight)).toBe(true);
    expect(pageAllowed({}, hasRight)).toBe(true);
    expect(rightCodeAllows('', hasRight)).toBe(true);
  });

  it('the instance asks its access deps', () => {
    const context = createContext({ console: { error() {}, warn() {}, info() {}, log() {} } });
    const asked = vi.fn(hasRight);
    const actions = createActions(context, { http: { request: vi.fn(), download: vi.fn() }, rights, hasRight: asked });
    expect(actions.visibility({ name: 'export', rightCode: 'crm.audit' }, 'CUSTOMER', '1')).toBe('hidden');
    expect(actions.pageAllowed({ rightCode: 'crm.export' })).toBe(true);
    expect(actions.withRightCodes({ fields: [{ attriName: 'A', rightCode: 'crm.audit' }] }).fields).toEqual([]);
    expect(asked).toHaveBeenCalledWith('crm.audit');
  });
});

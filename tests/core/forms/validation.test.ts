import { describe, expect, it } from 'vitest';
import { createForms, EMAIL_MAX_LENGTH, rulesFor } from '../../../core/forms/index.ts';
import type { FieldConfig } from '../../../core/forms/index.ts';
import { createContext } from '../../../core/instance/index.ts';
import { CUSTOMER, getMeta } from './fixtures.ts';

async function setup(fields?: FieldConfig[], language = '010') {
  const context = createContext();
  context.state.$language.set(language);
  const forms = createForms(context, { getMeta });
  const built = await forms.buildFields({ meta: CUSTOMER, state: 'EDIT', fields });
  return { context, form: forms.createForm(built) };
}

const valid = { NAME: '甲公司', AGE: '30', AMOUNT: 12.5, EMAIL: 'a@example.com', CODE: 'ABC', SINCE: '2024-01-02' };

describe('validation', () => {
  it('valid values give no messages', async () => {
    const { form } = await setup();
    expect(await form.validate(valid)).toEqual({});
  });

  it('Chinese messages by default, with the field label', async () => {
    const { form } = await setup();
    const errors = await form.validate({ NAME: '', AGE: 'abc', AMOUNT: -1, EMAIL: 'not-an-email', CODE: 'abcd', SINCE: 'yesterday-ish' });
    expect(errors).toEqual({
      NAME: ['名称 是必填项'],
      AGE: ['年龄 必须是整数'],
      AMOUNT: ['金额 不能小于 0'],
      EMAIL: ['邮箱 不是有效的电子邮箱'],
      CODE: ['代码 的值 abcd 不匹配格式 /^[A-Z]{3}$/'],
      SINCE: ['开始日期 不是有效的日期'],
    });
  });

  it('English messages when the language is 011, following a switch', async () => {
    const { form, context } = await setup(undefined, '011');
    expect(await form.validate({ ...valid, NAME: '   ', AGE: 200 })).toEqual({
      NAME: ['Name cannot be empty'],
      AGE: ['Age must be between 0 and 150'],
    });
    context.state.$language.set('010');
    expect(await form.validate({ ...valid, NAME: undefined })).toEqual({ NAME: ['名称 是必填项'] });
  });

  it('string lengths, number and integer types accept numeric strings', async () => {
    const { form } = await setup(undefined, '011');
    expect(await form.validate({ ...valid, NAME: '12345678901', AGE: '2.5' })).toEqual({
      NAME: ['Name cannot be longer than 10 characters'],
      AGE: ['Age is not an integer'],
    });
    expect(await form.validate({ ...valid, AGE: ' 42 ', AMOUNT: '0' })).toEqual({});
  });

  it('email must be shorter than 255 characters', async () => {
    const { form } = await setup(undefined, '011');
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(70)}.com`;
    expect(long.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    const errors = await form.validate({ ...valid, EMAIL: long });
    expect(errors.EMAIL).toContain('Email cannot be longer than 254 characters');
  });

  it('conditions hide fields (then not validated) and make them required', async () => {
    const { form } = await setup([
      { attriName: 'NAME' },
      { attriName: 'EMAIL', condition: [{ field: 'LEVEL', mode: 'equal', value: 'VIP' }] },
      { attriName: 'CODE', requiredCondition: [{ field: 'AGE', mode: 'greater_equal', value: 18 }] },
    ]);
    expect(form.statuses({ NAME: 'x', AGE: 20, LEVEL: 'B' })).toEqual({
      NAME: { visible: true, required: true, editable: true },
      EMAIL: { visible: false, required: false, editable: false },
      CODE: { visible: true, required: true, editable: true },
    });
    expect(await form.validate({ NAME: 'x', AGE: 20, LEVEL: 'B', EMAIL: 'bad' })).toEqual({ CODE: ['代码 是必填项'] });
    expect(await form.validate({ NAME: 'x', AGE: 10, LEVEL: 'VIP', EMAIL: 'bad' })).toEqual({ EMAIL: ['邮箱 不是有效的电子邮箱'] });
  });

  it("a pattern check without a message of its own says spec §5's default, labelled, in the UI's language", async () => {
    const { form, context } = await setup();
    expect(await form.validate({ ...valid, CODE: 'abcd' })).toEqual({ CODE: ['代码 的值 abcd 不匹配格式 /^[A-Z]{3}$/'] });
    context.state.$language.set('011');
    expect(await form.validate({ ...valid, CODE: 'abcd' })).toEqual({ CODE: ['Code value abcd does not match pattern /^[A-Z]{3}$/'] });
  });

  it('a pattern check shows the message its field config gives, per language', async () => {
    const { form, context } = await setup([
      { attriName: 'NAME' },
      { attriName: 'CODE', patternMessage: '请输入三个大写字母', 'patternMessage.i18n': { '011': 'Three capital letters, please' } },
    ]);
    expect(await form.validate({ NAME: 'x', CODE: 'ab1' })).toEqual({ CODE: ['请输入三个大写字母'] });
    context.state.$language.set('011');
    expect(await form.validate({ NAME: 'x', CODE: 'ab1' })).toEqual({ CODE: ['Three capital letters, please'] });
  });

  it('a rule it builds for a pattern carries the configured message, and none (the default) without one', () => {
    const configured = { required: () => 'r', whitespace: () => 'w', date: () => 'd', pattern: () => 'configured' };
    const plain = { ...configured, pattern: () => undefined };
    for (const field of CUSTOMER.attributes) {
      const built = {
        name: field.name,
        label: field.label,
        state: 'EDIT',
        attrType: field.dataType,
        attribute: field,
        required: false,
        isKey: false,
        config: { attriName: field.name },
      } as const;
      for (const rule of rulesFor(built, false, configured)) if ('pattern' in rule) expect(rule.message, field.name).toBe('configured');
      for (const rule of rulesFor(built, false, plain)) if ('pattern' in rule) expect(rule.message, field.name).toBeUndefined();
    }
  });

  it('hidden and read-only fields are not validated', async () => {
    const { form } = await setup([
      { attriName: 'NAME', state: 'HIDDEN' },
      { attriName: 'AGE', state: 'DETAIL' },
    ]);
    expect(await form.validate({ NAME: '', AGE: 'x' })).toEqual({});
  });

  it('never rejects', async () => {
    const { form } = await setup();
    await expect(form.validate(null as never)).resolves.toEqual({ NAME: ['名称 是必填项'] });
  });
});

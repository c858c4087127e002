import { httpMessage, httpMessages } from '../../../core/http/index.ts';
import Schema from 'async-validator';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, messagesFor, translate } from '../../../core/i18n/index.ts';
// The validator's messages join the catalogue when the forms concept loads them, the action
// checks' and metadata errors' when the page concepts do.
import { validatorMessages } from '../../../core/i18n/validation-messages.ts';
import '../../../core/i18n/page-messages.ts';
import type { MessageKey } from '../../../core/i18n/index.ts';

const zh = messagesFor('010');
const en = messagesFor('011');

/** Every message the spec quotes, with its wording where the spec gives it. */
const SPEC_MESSAGES: Array<[MessageKey, string | null, string | null]> = [
  ['success', '处理成功', null],
  ['failure', '处理失败', null],
  ['submitting', '正在提交，请稍后...', null],
  ['operating', '正在操作,请稍后...', null],
  ['cannotExecute', '对不起，不能执行该操作！', null],
  ['loginExpired', '登录已过期，请重新登录', null],
  ['selectRecord', '请选择一条记录', 'please select a record'],
  ['onlyOneRecord', '只能选择一条记录', 'Only one record can be selected'],
  ['versionVary', null, null],
  ['swOffline', null, 'No internet connection found. App is running in offline mode.'],
  ['swUpdated', null, 'New content is available; please refresh.'],
  ['validate.required', null, '%s is required'],
  ['validate.whitespace', null, '%s cannot be empty'],
  ['validate.enum', null, '%s must be one of %s'],
  ['validate.types.email', null, '%s is not a valid %s'],
  ['validate.string.len', null, '%s must be exactly %s characters'],
  ['validate.string.min', null, '%s must be at least %s characters'],
  ['validate.string.max', null, '%s cannot be longer than %s characters'],
  ['validate.string.range', null, '%s must be between %s and %s characters'],
  ['validate.number.range', null, '%s must be between %s and %s'],
  ['validate.array.range', null, '%s must be between %s and %s in length'],
  ['validate.pattern.mismatch', null, '%s value %s does not match pattern %s'],
];

describe('message catalogue', () => {
  it.each(SPEC_MESSAGES)('%s is present in both languages with the spec wording', (key, chinese, english) => {
    expect(zh[key]).toBeTruthy();
    expect(en[key]).toBeTruthy();
    if (chinese) expect(zh[key]).toBe(chinese);
    if (english) expect(en[key]).toBe(english);
  });

  it('every key has a non-empty text in both languages, English without Chinese characters', () => {
    for (const key of MESSAGE_KEYS) {
      expect(zh[key], key).toMatch(/\S/);
      expect(en[key], key).toMatch(/\S/);
      if (key !== 'language.010') expect(en[key], key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('the Chinese and English texts keep the same number of %s arguments', () => {
    // The validator's type messages get the type's code last: Chinese names the type in its own words instead.
    const typeMessage = (key: string) => key.startsWith('validate.types.');
    for (const key of MESSAGE_KEYS) {
      const zhArgs = zh[key].split('%s').length;
      const enArgs = en[key].split('%s').length;
      if (typeMessage(key)) expect(zhArgs, key).toBe(enArgs - 1);
      else expect(zhArgs, key).toBe(enArgs);
    }
  });

  it('a Chinese validation message names the type in Chinese, not by its code', async () => {
    const schema = new Schema({ EMAIL: { type: 'email' }, AGE: { type: 'integer' } });
    schema.messages(validatorMessages('010') as never);
    const errors = await schema.validate({ EMAIL: 'bad', AGE: 'x' }).then(
      () => [],
      (failure: { errors: Array<{ message: string }> }) => failure.errors.map((e) => e.message),
    );
    expect(errors).toEqual(['EMAIL 不是有效的电子邮箱', 'AGE 必须是整数']);
  });

  it("validator messages have async-validator's shape, in English its exact defaults", () => {
    const defaults = JSON.parse(JSON.stringify(Schema.messages)) as Record<string, unknown>;
    expect(validatorMessages('011')).toEqual(defaults);
    const chinese = validatorMessages('010') as Record<string, Record<string, string>>;
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(defaults).sort());
    expect(chinese.string!.max).toBe('%s 不能超过 %s 个字符');
  });
});

describe('request-layer texts', () => {
  it('come from the catalogue, in both languages', () => {
    expect(httpMessage('010', 'http.success')).toBe(translate('010', 'success'));
    expect(httpMessage('011', 'http.loginExpired')).toBe(translate('011', 'loginExpired'));
    expect(httpMessage('011', 'http.timeout')).toBe('The request timed out, please try again later');
    expect(httpMessage('', 'http.failure')).toBe('处理失败');
    expect(httpMessages['http.versionVary']).toEqual([translate('010', 'versionVary'), translate('011', 'versionVary')]);
  });
});

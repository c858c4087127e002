/**
 * What the English UI says with counts and lists (the journey's "1 people", "1 rows",
 * "Administrator、Bob Li"), and the Chinese validation messages (no "电子邮箱 不是有效的 email"):
 * every English text of the shell's word tables, filled with ones, names no count in a plural;
 * lists of names are joined as each language writes them.
 */
import { describe, expect, it } from 'vitest';
import { EN_US, ZH_CN, joinNames, messagesFor, formatMessage } from '../../../core/index.ts';
import { checkMapping } from '../../../core/imports/index.ts';
import type { EntityAttribute } from '../../../core/meta/index.ts';
import { VALIDATION_CATALOGUE } from '../../../core/i18n/validation-messages.ts';
// The word tables register themselves in the one catalogue when loaded.
import '../../../core/records/words.ts';
import '../../../core/imports/words.ts';
import '../../../core/work/words.ts';
import '../../../core/reports/words.ts';
import '../../../core/designer/words.ts';
import '../../../elements/shared/shell-words.ts';
import '../../../elements/shell/mobile/mobile-text.ts';
import '../../../elements/pages/work-text/index.ts';
import '../../../elements/pages/process-chart/process-words.ts';
import '../../../elements/pages/kit/text.ts';
import '../../../elements/pages/card-list/card-text.ts';
import '../../../elements/pages/home/home-text.ts';
import '../../../elements/pages/import-export/words.ts';
import '../../../elements/pages/workflow/work-words.ts';
import '../../../elements/pages/reports/report-text.ts';
import '../../../elements/pages/fields/field-words.ts';
import '../../../elements/pages/dashboard/dashboard-text.ts';
import '../../../elements/pages/designer/designer-text.ts';
import '../../../elements/pages/charts/chart-text.ts';

/** Texts whose number is a limit of the product (hundreds, thousands), never one. */
const LIMITS = ['imports.tooManyRows', 'designer.menuTooMany', 'importExport.fileHint', 'importExport.exportCapped'];
const PLURAL_AFTER_ONE =
  /\b1 (rows|records|people|persons|problems|lines|items|entries|columns|files|users|departments|tasks|versions|fields|conditions|changes|days|hours|minutes|seconds)\b/;

describe('English counts and lists', () => {
  it('says "1 row", "1 record", "1 person": no English text puts a plural after a count of one', () => {
    const english: Readonly<Record<string, string>> = messagesFor(EN_US);
    const wrong = Object.entries(english)
      .map(([key, template]) => [key, formatMessage(template, 1, 1, 1, 1, 1)] as const)
      .filter(([key, text]) => !LIMITS.includes(key) && PLURAL_AFTER_ONE.test(text));
    expect(wrong).toEqual([]);
    expect(formatMessage(english['charts.people']!, 1)).toBe('1 person');
    expect(formatMessage(english['charts.people']!, 3)).toBe('3 people');
  });

  it('joins names with ", " in English and 、 in Chinese', () => {
    expect(joinNames(EN_US, ['Administrator', 'Bob Li'])).toBe('Administrator, Bob Li');
    expect(joinNames(ZH_CN, ['系统管理员', '李博'])).toBe('系统管理员、李博');
    const attr = (name: string, zh: string): EntityAttribute => ({
      id: name,
      name,
      label: zh,
      labels: { '010': zh, '011': name.toLowerCase() },
      dataType: 'string',
      isRequired: true,
      orderNum: 0,
      busiKey: '0',
    });
    const targets = [attr('NAME', '客户名称'), attr('PHONE', '联系电话'), attr('LEVEL', '客户等级')];
    expect(checkMapping({ a: 'LEVEL' }, targets, new Set(['NAME', 'PHONE']), EN_US).warnings).toEqual(['Required fields no column fills: name, phone']);
    expect(checkMapping({ a: 'LEVEL' }, targets, new Set(['NAME', 'PHONE']), ZH_CN).warnings).toEqual(['必填字段没有对应的列：客户名称、联系电话']);
  });

  it('says a Chinese validation message in Chinese only (电子邮箱 不是有效的电子邮箱)', () => {
    // The type messages get the field's label and the rule's type word (async-validator's `%s is not a valid %s`).
    const chinese = Object.entries(VALIDATION_CATALOGUE)
      .filter(([key]) => key.startsWith('validate.types.'))
      .map(([key, [zh]]) => [key, formatMessage(zh, '电子邮箱', 'email')] as const);
    expect(chinese.filter(([, text]) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    expect(formatMessage(VALIDATION_CATALOGUE['validate.types.email']![0], '电子邮箱', 'email')).toBe('电子邮箱 不是有效的电子邮箱');
  });
});

/**
 * Form validation: objects/s through core/forms (rules built from metadata, labelled catalogue
 * messages, conditional required-ness) next to plain async-validator on an equivalent hand-written
 * descriptor, in the same run (DESIGN §6). Half the objects are valid, half fail two fields.
 * Run: node --import tsx tests/bench/validation.bench.ts
 */
import AsyncValidator from 'async-validator';
import type { Rules } from 'async-validator';
import { createForms } from '../../core/forms/index.ts';
import { createContext } from '../../core/instance/index.ts';
import type { EntityAttribute, EntityMeta } from '../../core/meta/index.ts';

const COUNT = 50_000;
// Plain Node hands out the CommonJS exports object; the class is its `default`.
const Schema = typeof AsyncValidator === 'function' ? AsyncValidator : (AsyncValidator as unknown as { default: typeof AsyncValidator }).default;
(Schema as unknown as { warning: () => void }).warning = () => {};

const attribute = (name: string, label: string, extra: Partial<EntityAttribute> = {}): EntityAttribute => ({
  id: name,
  name,
  label,
  labels: {},
  dataType: 'string',
  isRequired: false,
  orderNum: 0,
  busiKey: '0',
  ...extra,
});
const attributes = [
  attribute('NAME', '名称', { isRequired: true, maxLength: 50 }),
  attribute('AGE', '年龄', { dataType: 'int', min: 0, max: 150 }),
  attribute('AMOUNT', '金额', { dataType: 'money', min: 0 }),
  attribute('EMAIL', '邮箱', { dataType: 'email' }),
  attribute('CODE', '代码', { pattern: '^[A-Z]{3}$' }),
  attribute('NOTES', '备注', { maxLength: 200 }),
];
const meta = {
  id: 'm',
  code: 'M',
  name: 'M',
  label: 'M',
  labels: {},
  keyType: 'derive',
  keyNames: ['ID'],
  attributes,
  attriIds: [],
  attriNames: [],
  relatedEntitys: [],
  relations: [],
  attriRelys: [],
  operates: [],
  searchFields: [],
} as EntityMeta;

const plain: Rules = {
  NAME: [
    { required: true, whitespace: true },
    { type: 'string', max: 50 },
  ],
  AGE: { type: 'integer', min: 0, max: 150, transform: (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v) },
  AMOUNT: { type: 'number', min: 0, transform: (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v) },
  EMAIL: [{ type: 'email' }, { type: 'string', max: 254 }],
  CODE: { type: 'string', pattern: /^[A-Z]{3}$/ },
  NOTES: { type: 'string', max: 200 },
};

const objects = Array.from({ length: COUNT }, (_, i) =>
  i % 2 === 0
    ? { NAME: `客户${i}`, AGE: String(20 + (i % 50)), AMOUNT: i % 1000, EMAIL: `u${i}@example.com`, CODE: 'ABC', NOTES: '' }
    : { NAME: '', AGE: 'x', AMOUNT: 5, EMAIL: `u${i}@example.com`, CODE: 'ABC', NOTES: 'n' },
);

async function time(label: string, validate: (value: Record<string, unknown>) => Promise<number>) {
  for (let i = 0; i < 2000; i += 1) await validate(objects[i]!);
  const start = process.hrtime.bigint();
  let failed = 0;
  for (const value of objects) failed += await validate(value);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `${label.padEnd(28)} ${Math.round(COUNT / seconds)
      .toLocaleString('en-US')
      .padStart(10)} objects/s  (${failed} invalid, ${seconds.toFixed(3)} s)`,
  );
  return COUNT / seconds;
}

const forms = createForms(createContext(), { getMeta: async () => undefined });
const form = forms.createForm(await forms.buildFields({ meta, state: 'EDIT' }));
const schema = new Schema(plain);

const ours = await time('core/forms validate', async (value) => (Object.keys(await form.validate(value)).length > 0 ? 1 : 0));
const theirs = await time('plain async-validator', async (value) => {
  try {
    await schema.validate(value);
    return 0;
  } catch {
    return 1;
  }
});
console.log(`core/forms runs at ${((ours / theirs) * 100).toFixed(0)}% of plain async-validator's rate`);

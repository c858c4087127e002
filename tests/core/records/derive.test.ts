// Filled and worked-out fields of a form (docs/elements.md): a chosen product fills its line's unit
// price, a line's subtotal is quantity × unit price and the order's amount the sum of its lines,
// as the user types, by the rule the server stores them with.
import { describe, expect, it, vi } from 'vitest';
import { childFieldConfigs, deriveRow, deriveTotals, derivedNames, fillFor, fillFromChosen, fillOf } from '../../../core/pages.ts';

const lineConfigs = [
  { attriName: 'PRODUCT_ID', fill: { PRICE: 'PRICE' } },
  { attriName: 'AMOUNT', derive: { multiply: ['QUANTITY', 'PRICE'] } },
];
const orderConfigs = [{ attriName: 'ORDER_NO' }, { attriName: 'AMOUNT', state: 'DETAIL', derive: { sum: 'ORDER_LINE.AMOUNT' } }];

describe('fill', () => {
  it('copies the chosen record’s attributes into the row, only those named', () => {
    expect(fillFromChosen(lineConfigs, 'PRODUCT_ID', { ID: 'P001', NAME: 'Server', PRICE: 48000 })).toEqual({ PRICE: 48000 });
    expect(fillFromChosen(lineConfigs, 'QUANTITY', { PRICE: 1 })).toEqual({});
    expect(fillFromChosen(lineConfigs, 'PRODUCT_ID', null)).toEqual({});
    // A source the record lacks fills nothing (the user types it).
    expect(fillFromChosen(lineConfigs, 'PRODUCT_ID', { NAME: 'x' })).toEqual({});
  });

  it('reads the chosen record only for a field that fills, and a failed read fills nothing', async () => {
    const getRecord = vi.fn(async (entity: string, id: string) => ({ values: { ID: id, PRICE: entity === 'PRODUCT' ? 36000 : 0 } }));
    expect(await fillFor(lineConfigs, 'PRODUCT_ID', 'PRODUCT', 'P006', getRecord)).toEqual({ PRICE: 36000 });
    expect(getRecord).toHaveBeenCalledWith('PRODUCT', 'P006');
    expect(await fillFor(lineConfigs, 'QUANTITY', undefined, 3, getRecord)).toEqual({});
    expect(await fillFor(lineConfigs, 'PRODUCT_ID', 'PRODUCT', '', getRecord)).toEqual({});
    expect(getRecord).toHaveBeenCalledTimes(1);
    expect(await fillFor(lineConfigs, 'PRODUCT_ID', 'PRODUCT', 'P1', () => Promise.reject(new Error('offline')))).toEqual({});
  });

  it('ignores malformed configs', () => {
    expect(fillOf({ attriName: 'X', fill: ['PRICE'] })).toEqual({});
    expect(fillOf({ attriName: 'X', fill: { PRICE: 3, NAME: 'NAME' } })).toEqual({ NAME: 'NAME' });
    expect(childFieldConfigs({ childFields: { ORDER_LINE: [{ attriName: 'A' }, 'B', null] } }, 'ORDER_LINE')).toEqual([{ attriName: 'A' }]);
    expect(childFieldConfigs({ childFields: [] }, 'ORDER_LINE')).toEqual([]);
    expect(childFieldConfigs(undefined, 'ORDER_LINE')).toEqual([]);
  });
});

describe('derive', () => {
  it('a line’s subtotal is quantity × unit price in cents, empty while either is', () => {
    expect(deriveRow(lineConfigs, { QUANTITY: '3', PRICE: 0.1 }).AMOUNT).toBe(0.3);
    expect(deriveRow(lineConfigs, { QUANTITY: 2, PRICE: '48000.5', AMOUNT: 7 }).AMOUNT).toBe(96001);
    expect(deriveRow(lineConfigs, { QUANTITY: '', PRICE: 5, AMOUNT: 9 }).AMOUNT).toBeNull();
    expect(deriveRow(lineConfigs, { QUANTITY: 'two', PRICE: 5 }).AMOUNT).toBeNull();
    // Unchanged, the same row (memoised cells do not draw again).
    const row = { QUANTITY: 1, PRICE: 2, AMOUNT: 2 };
    expect(deriveRow(lineConfigs, row)).toBe(row);
  });

  it('the order’s amount sums its lines, each worked out first; no lines leave it as it is', () => {
    const lines = [
      { QUANTITY: 2, PRICE: 48000 },
      { QUANTITY: 3, PRICE: 0.1, AMOUNT: 999 },
    ];
    expect(deriveTotals(orderConfigs, { AMOUNT: 1 }, { ORDER_LINE: lines }, () => lineConfigs)).toEqual({ AMOUNT: 96000.3 });
    expect(deriveTotals(orderConfigs, { AMOUNT: 96000.3 }, { ORDER_LINE: lines }, () => lineConfigs)).toEqual({});
    expect(deriveTotals(orderConfigs, { AMOUNT: 5000 }, { ORDER_LINE: [] }, () => lineConfigs)).toEqual({});
    expect(deriveTotals(orderConfigs, { AMOUNT: 5000 }, {})).toEqual({});
  });

  it('worked-out fields are the read-only ones', () => {
    expect([...derivedNames(lineConfigs)]).toEqual(['AMOUNT']);
    expect([
      ...derivedNames([
        { attriName: 'A', derive: { multiply: [] } },
        { attriName: 'B', derive: { sum: 'NODOT' } },
      ]),
    ]).toEqual([]);
  });
});

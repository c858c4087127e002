import { describe, expect, it } from 'vitest';
import { drawnField } from '../../../core/forms/index.ts';

const string = { dataType: 'string' };
const code = { dataType: 'code', codeKey: 'LEVEL' };
const ref = { dataType: 'ref', relatedEntity: 'CUSTOMER' };

describe('field config dataType (spec §3)', () => {
  it('without one, the attribute decides', () => {
    expect(drawnField({}, code)).toEqual({ dataType: 'code', codeKey: 'LEVEL' });
    expect(drawnField(undefined, undefined)).toEqual({ dataType: 'string' });
  });

  it('list and treeList draw the code list as a select or a tree', () => {
    expect(drawnField({ dataType: 'list', codeKey: 'REGION' }, string)).toEqual({ dataType: 'code', codeKey: 'REGION' });
    expect(drawnField({ dataType: 'treeList' }, code)).toEqual({ dataType: 'tree', codeKey: 'LEVEL' });
    // Nothing to load: the attribute's own input, not a select that never fills.
    expect(drawnField({ dataType: 'list' }, string)).toEqual({ dataType: 'string' });
  });

  it('radio and multibox draw choice groups', () => {
    expect(drawnField({ dataType: 'radio' }, code)).toEqual({ dataType: 'code', codeKey: 'LEVEL', optionType: 'radio' });
    expect(drawnField({ dataType: 'multibox', codeKey: 'TAGS' }, string)).toEqual({ dataType: 'code', codeKey: 'TAGS', optionType: 'multibox' });
  });

  it("meta picks a record of the config's entity, else the attribute's", () => {
    expect(drawnField({ dataType: 'meta' }, ref)).toEqual({ dataType: 'ref', relatedEntity: 'CUSTOMER' });
    expect(drawnField({ dataType: 'meta', metaId: 'meta-product' }, string)).toEqual({ dataType: 'ref', relatedEntity: 'meta-product' });
    expect(drawnField({ dataType: 'meta' }, string)).toEqual({ dataType: 'string' });
  });

  it('custom names a registered renderer; nothing is evaluated', () => {
    expect(drawnField({ dataType: 'custom', renderer: ' crm.stars ' }, string)).toEqual({ dataType: 'custom', renderer: 'crm.stars' });
    expect(drawnField({ dataType: 'custom', renderer: 'function () {}' }, string).renderer).toBe('function () {}');
    expect(drawnField({ dataType: 'custom' }, string)).toEqual({ dataType: 'custom' });
  });

  it("audio records a voice note, with the config's recording settings handed on unchecked", () => {
    expect(drawnField({ dataType: 'audio' }, string)).toEqual({ dataType: 'audio', recorder: {} });
    expect(drawnField({ dataType: 'audio', bitRate: 32, sampleRate: 'x' }, string)).toEqual({ dataType: 'audio', recorder: { bitRate: 32, sampleRate: 'x' } });
    expect(drawnField({}, { dataType: 'audio' })).toEqual({ dataType: 'audio', recorder: {} });
    expect(drawnField({ dataType: 'list', codeKey: 'LEVEL' }, { dataType: 'audio' }).dataType).toBe('code');
  });
});

/**
 * How a field draws (spec §3 "Field config" `dataType`). The field config's `dataType` names a
 * widget and wins over the attribute's own data type (DESIGN §4) when it can be drawn:
 * - `list`: a select of the code list `codeKey` (the config's, else the attribute's);
 * - `treeList`: a tree select of the tree code list `codeKey`;
 * - `radio`, `multibox`: the code list as radio buttons or check boxes;
 * - `meta`: a record of another entity, picked with the related-record picker; the entity is the
 *   config's `metaId` (or `relatedEntity`), else the attribute's `relatedEntity`;
 * - `custom`: drawn by the component a bundle registered under the config's `renderer` name
 *   (`window.frame.registry.register`); no configuration text is ever evaluated for it, so it
 *   works the same in `strict` and `compat` mode;
 * - `audio`: a voice note recorded in the browser (mp3, spec §5 "Audio recording") and stored as a
 *   file like a `file` field; the config's `bitRate` and `sampleRate` reach the recorder, which
 *   checks them (core/recorder). An attribute of data type `audio` draws the same way.
 * A widget that lacks what it needs (a code list without `codeKey`, `meta` without an entity)
 * falls back to the attribute's type, so a wrong config never leaves a field that cannot load.
 */
import type { EntityAttribute } from '../meta/types.ts';
import type { RecorderConfig } from '../recorder/index.ts';

export interface DrawnField {
  /** The data type the elements draw: an attribute data type of DESIGN §4, or `custom`. */
  dataType: string;
  codeKey?: string;
  /** `radio` or `multibox` for a code list drawn as a choice group. */
  optionType?: string;
  /** The entity whose record a `ref` field holds. */
  relatedEntity?: string;
  /** The registered component name of a `custom` field. */
  renderer?: string;
  /** The config's own recording settings of an `audio` field, unchecked. */
  recorder?: RecorderConfig;
}

interface FieldConfigLike {
  dataType?: unknown;
  codeKey?: unknown;
  optionType?: unknown;
  metaId?: unknown;
  relatedEntity?: unknown;
  renderer?: unknown;
  bitRate?: unknown;
  sampleRate?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function recorderConfig(config: FieldConfigLike | undefined): RecorderConfig {
  const out: RecorderConfig = {};
  if (config?.bitRate !== undefined) out.bitRate = config.bitRate;
  if (config?.sampleRate !== undefined) out.sampleRate = config.sampleRate;
  return out;
}

/** The config's widget and the attribute → what to draw (see the module comment). */
export function drawnField(
  config: FieldConfigLike | undefined,
  attribute: Pick<EntityAttribute, 'dataType' | 'codeKey' | 'relatedEntity'> | undefined,
): DrawnField {
  const own: DrawnField = { dataType: text(attribute?.dataType) ?? 'string' };
  const codeKey = text(config?.codeKey) ?? text(attribute?.codeKey);
  const relatedEntity = text(attribute?.relatedEntity);
  if (codeKey) own.codeKey = codeKey;
  if (relatedEntity) own.relatedEntity = relatedEntity;
  const optionType = text(config?.optionType);
  if (optionType) own.optionType = optionType;
  const widget = text(config?.dataType);
  if (widget === 'audio' || (!widget && own.dataType === 'audio')) return { ...own, dataType: 'audio', recorder: recorderConfig(config) };
  switch (widget) {
    case 'list':
      return codeKey ? { ...own, dataType: 'code' } : own;
    case 'treeList':
      return codeKey ? { ...own, dataType: 'tree' } : own;
    case 'radio':
    case 'multibox':
      return codeKey ? { ...own, dataType: 'code', optionType: optionType ?? text(config?.dataType) } : own;
    case 'meta': {
      const entity = text(config?.metaId) ?? text(config?.relatedEntity) ?? relatedEntity;
      return entity ? { ...own, dataType: 'ref', relatedEntity: entity } : own;
    }
    case 'custom': {
      const renderer = text(config?.renderer);
      return renderer ? { ...own, dataType: 'custom', renderer } : { ...own, dataType: 'custom' };
    }
    default:
      return own;
  }
}

/**
 * What the preview checks with: the entity's add form as core/forms resolves it (its required
 * fields, conditions and rules), and the code lists of the attributes a file may fill. An entity
 * without an add form still imports; its preview then checks the code lists and required
 * attributes only, and the dry run checks everything.
 */
import { useEffect, useState } from 'react';
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { Attribute, EntityMeta } from '../kit/types.ts';
import { codeList, type CodeList } from './preview.ts';

export interface ImportRules {
  fields: ResolvedField[] | null;
  codes: Map<string, CodeList>;
  /** Attributes a record needs: required by the entity or by the add form. */
  required: Set<string>;
}

const NO_RULES: ImportRules = { fields: null, codes: new Map(), required: new Set() };

async function addFormFields(services: PageServices, meta: EntityMeta): Promise<ResolvedField[] | null> {
  try {
    const config = await services.getPageConfig({ entity: meta.id || meta.code, flag: 'add' });
    return await services.resolveFields(meta, config, 'add');
  } catch {
    return null;
  }
}

async function codeLists(services: PageServices, targets: Attribute[]): Promise<Map<string, CodeList>> {
  const wanted = targets.filter((a) => (a.dataType === 'code' || a.dataType === 'tree') && a.codeKey);
  const pairs = await Promise.all(
    wanted.map(async (a) => {
      const options = await (a.dataType === 'tree' ? services.getTree(a.codeKey!) : services.getCodes(a.codeKey!)).catch(() => null);
      return options ? [[a.codeKey!, codeList(options)] as const] : [];
    }),
  );
  return new Map(pairs.flat());
}

export function useImportRules(services: PageServices, meta: EntityMeta | undefined, targets: Attribute[]): ImportRules {
  const [rules, setRules] = useState<ImportRules>(NO_RULES);
  useEffect(() => {
    if (!meta) return;
    let live = true;
    void Promise.all([addFormFields(services, meta), codeLists(services, targets)]).then(([fields, codes]) => {
      if (!live) return;
      const required = new Set(targets.filter((a) => a.isRequired).map((a) => a.name));
      for (const f of fields ?? []) if (f.required) required.add(f.name);
      setRules({ fields, codes, required });
    });
    return () => {
      live = false;
    };
  }, [services, meta, targets]);
  return rules;
}

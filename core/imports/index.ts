/**
 * Imports: spreadsheet import into an entity and export of its list query (PAGES.md "Data",
 * docs/server-contract.md "Import" and "Export"). Typed calls (importRows, getCount, exportExcel)
 * and two controllers: `openImport` (read, map, preview, dry run, import, rejected rows) and
 * `openExport` (count, export). papaparse and exceljs load on first use, in chunks of their own.
 * A page concept: `platform.imports` after `loadPageConcepts()`.
 */
import type { ReadableAtom } from 'nanostores';
import type { EntityMeta } from '../meta/index.ts';
import type { FieldConfig, FieldScope, FormField } from '../forms/index.ts';
import type { ConditionScope } from '../rules/index.ts';
import { createImportCalls } from './calls.ts';
import type { ImportCalls } from './calls.ts';
import { createExportController } from './export-controller.ts';
import type { ExportController, ExportOptions } from './export-controller.ts';
import { createImportController } from './import-controller.ts';
import type { AddFormChecks, ImportController, ImportEntity, ImportOptions } from './import-controller.ts';
import type { CodeItem } from './preview.ts';

export interface ImportsDeps {
  http: Parameters<typeof createImportCalls>[0];
  /** An entity's metadata (meta.getMeta, cached). */
  getMeta(metaId: string): Promise<EntityMeta | undefined>;
  /** The page config of an entity by flag (meta.pageConfigFor): the add form's fields. */
  pageConfigFor(query: { metaId: string; flag: string }): Promise<{ definition: { CONTENT?: Record<string, unknown> } }>;
  /** Field configs → fields (forms.buildFields) and a form over them (forms.createForm). */
  buildFields(input: {
    meta: EntityMeta;
    state: 'ADD';
    fields: FieldConfig[] | null;
    fieldScope: FieldScope | null;
    hiddenFields: string[] | null;
  }): Promise<FormField[]>;
  createForm(fields: readonly FormField[]): { validate(values: Record<string, unknown>, scope?: ConditionScope): Promise<Record<string, string[]>> };
  /** The condition scope the add form's conditions read (rules.scope). */
  scope(): ConditionScope;
  /** Hands a file to the user (core/actions saveInBrowser). */
  save(blob: Blob, filename: string): void;
}

export interface Imports extends ImportCalls {
  /** The import controller of one entity (meta as core/meta gives it). */
  openImport(options: ImportOptions): ImportController;
  /** The export controller of one entity's list query. */
  openExport(options: ExportOptions): ExportController;
}

export function createImports(context: { state: { $language: ReadableAtom<string> } }, deps: ImportsDeps): Imports {
  const calls = createImportCalls(deps.http);

  async function addForm(entity: ImportEntity): Promise<AddFormChecks | null> {
    try {
      const metaId = entity.id || entity.code;
      const [meta, page] = await Promise.all([deps.getMeta(metaId), deps.pageConfigFor({ metaId, flag: 'add' })]);
      if (!meta) return null;
      const content = page.definition.CONTENT ?? {};
      const fields = await deps.buildFields({
        meta,
        state: 'ADD',
        fields: (content.fields ?? null) as FieldConfig[] | null,
        fieldScope: (content.fieldScope ?? null) as FieldScope | null,
        hiddenFields: (content.hiddenFields ?? null) as string[] | null,
      });
      const form = deps.createForm(fields);
      return {
        required: fields.filter((f) => f.required).map((f) => f.name),
        async validate(values) {
          const errors = await form.validate(values, deps.scope());
          return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
        },
      };
    } catch {
      return null;
    }
  }

  // Each language asked for by name (meta's cached lists are those of whatever language is
  // current), once per instance: a page makes its controller while it renders, and a render that
  // is retried must not ask again.
  const codeLists = new Map<string, Promise<CodeItem[]>>();
  function codeItems(kind: 'code' | 'tree', key: string, language: string): Promise<CodeItem[]> {
    const cacheKey = `${kind}|${language}|${key}`;
    let list = codeLists.get(cacheKey);
    if (!list) {
      list = calls.codeItems(kind, key, language);
      codeLists.set(cacheKey, list);
      list.catch(() => codeLists.delete(cacheKey));
    }
    return list;
  }

  return {
    ...calls,
    openImport: (options) =>
      createImportController(
        {
          calls,
          $language: context.state.$language,
          addForm,
          codes: codeItems,
          save: deps.save,
        },
        options,
      ),
    openExport: (options) => createExportController({ calls, save: deps.save }, options),
  };
}

export { createImportCalls } from './calls.ts';
export type { ExportPageInput, ImportCalls, ImportRowsInput, ImportRowsReply, RejectedRow, RowError, SortItem } from './calls.ts';
export { handedQuery } from './handed-query.ts';
export type { HandedQuery } from './handed-query.ts';
export { createImportController } from './import-controller.ts';
export type { AddFormChecks, ImportController, ImportControllerDeps, ImportEntity, ImportFile, ImportOptions, ImportPreview } from './import-controller.ts';
export { createExportController } from './export-controller.ts';
export type { ExportController, ExportControllerDeps, ExportOptions, ExportRequest, ExportState } from './export-controller.ts';
export { attributeText, autoMapping, checkMapping, importTargets } from './mapping.ts';
export type { Mapping, MappingCheck } from './mapping.ts';
export { codeList, previewRows, PREVIEW_ROWS } from './preview.ts';
export type { CodeItem, CodeList, PreviewInput, PreviewRow } from './preview.ts';
export { BATCH_ROWS, rejectedSheet, runImport } from './run-import.ts';
export type { ImportOutcome, ImportRun } from './run-import.ts';
export { EXPORT_PAGE_ROWS, MAX_EXPORT_ROWS, runExport, unguarded } from './run-export.ts';
export type { ExportQuery, ExportResult } from './run-export.ts';
export { csvBlob, fileKind, MAX_FILE_MB, MAX_FILE_ROWS, parseCsv, readSpreadsheet, SheetError, xlsxBlob } from './spreadsheet.ts';
export type { Sheet, SheetErrorReason, SheetSource } from './spreadsheet.ts';
export { importsWords } from './words.ts';

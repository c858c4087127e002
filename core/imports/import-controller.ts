/**
 * The import of one file into one entity, step by step: read the file (CSV or .xlsx) into a
 * sheet, map its columns to the entity's attributes (checked: nothing mapped, an attribute mapped
 * twice, required fields no column fills), preview the first rows with the add form's checks, a
 * dry run on the server that lists every bad row, then the import in batches with progress, and
 * the rejected rows as a file. The import needs a finished dry run of the same sheet and mapping,
 * and uses it up: the same rows sent again would be written twice.
 */
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { EN_US, ZH_CN } from '../i18n/index.ts';
import type { EntityAttribute, EntityMeta } from '../meta/index.ts';
import type { ImportCalls } from './calls.ts';
import { autoMapping, checkMapping, importTargets } from './mapping.ts';
import type { Mapping, MappingCheck } from './mapping.ts';
import { codeList, previewRows } from './preview.ts';
import type { CodeItem, CodeList, PreviewRow } from './preview.ts';
import { rejectedSheet, runImport } from './run-import.ts';
import type { ImportOutcome } from './run-import.ts';
import { csvBlob, MAX_FILE_MB, MAX_FILE_ROWS, readSpreadsheet, SheetError, xlsxBlob } from './spreadsheet.ts';
import type { Sheet, SheetSource } from './spreadsheet.ts';
import { importsWords } from './words.ts';

/** The entity's add form as the preview checks with it (core/forms), when it has one. */
export interface AddFormChecks {
  /** Attributes the add form requires. */
  required: string[];
  /** The first message per field for these values; `{}` when they pass. */
  validate(values: Record<string, unknown>): Promise<Record<string, string>>;
}

export interface ImportControllerDeps {
  calls: Pick<ImportCalls, 'importRows'>;
  $language: ReadableAtom<string>;
  /** The entity's add form checks; null when it has none (the preview then checks code lists only). */
  addForm(meta: ImportEntity): Promise<AddFormChecks | null>;
  /** A code list (`code`) or tree (`tree`) by key, its labels in a language ('010', '011'); rejects when it cannot be read. */
  codes(kind: 'code' | 'tree', key: string, language: string): Promise<CodeItem[]>;
  /** Hands a file to the user (the browser's download). */
  save(blob: Blob, filename: string): void;
}

/** What the controller reads of the entity's metadata (core/meta's EntityMeta has it all). */
export type ImportEntity = Pick<EntityMeta, 'id' | 'code' | 'label' | 'labels' | 'attributes' | 'keyType' | 'keyNames'>;

export interface ImportOptions {
  meta: ImportEntity;
  /** Called after an import wrote rows, with the entity (lists of it load again). */
  onWritten?: (entity: string) => void;
}

/** The file read, under its name. */
export interface ImportFile {
  name: string;
  sheet: Sheet;
}

/** What the preview shows: its rows, the mapped attributes as its columns, the problems among them. */
export interface ImportPreview {
  rows: PreviewRow[];
  shown: EntityAttribute[];
  problems: number;
}

export interface ImportController {
  entity: string;
  /** Attributes a file may fill (importTargets). */
  targets: EntityAttribute[];
  $file: ReadableAtom<ImportFile | null>;
  $reading: ReadableAtom<boolean>;
  /** Why the last file could not be read, in the user's words; '' when it was. */
  $readError: ReadableAtom<string>;
  $mapping: ReadableAtom<Mapping>;
  /** Attributes a record needs: required by the entity or by the add form. */
  $required: ReadableAtom<ReadonlySet<string>>;
  $check: ReadableAtom<MappingCheck>;
  $preview: ReadableAtom<ImportPreview>;
  /** The running or last dry run or import. */
  $outcome: ReadableAtom<ImportOutcome | null>;
  $running: ReadableAtom<boolean>;
  /** A finished dry run of this sheet and mapping: the import may run. */
  $dryRunCurrent: ReadableAtom<boolean>;
  /** Reads a file (or CSV text); the mapping starts from the columns' names. */
  read(source: SheetSource): Promise<void>;
  /** Maps a column to an attribute ('' leaves it out); the last outcome is dropped. */
  map(column: string, attribute: string): void;
  /** Checks every row on the server and writes nothing; null when refused (no file, a bad mapping, running). */
  dryRun(): Promise<ImportOutcome | null>;
  /** Writes the rows; null when refused, also without a current dry run (an import uses its dry run up). */
  importRows(): Promise<ImportOutcome | null>;
  /** Stops a run after the batch under way. */
  stop(): void;
  /** Drops the last outcome. */
  forget(): void;
  /** The rejected rows of the last outcome as a file: row number, the cells as they were, the reasons. */
  rejectedFile(format: 'csv' | 'xlsx'): Promise<{ blob: Blob; filename: string } | null>;
  /** rejectedFile, handed to the user. */
  downloadRejected(format: 'csv' | 'xlsx'): Promise<void>;
  /** Resolves when the add form and code lists are in and the latest preview is drawn. */
  settled(): Promise<void>;
  destroy(): void;
}

/** The languages a code list's labels are read in. */
const CODE_LANGUAGES = [ZH_CN, EN_US];

interface Rules {
  validate: AddFormChecks['validate'] | null;
  codes: Map<string, CodeList>;
  required: ReadonlySet<string>;
}

function sheetMessage(error: unknown, language: string): string {
  const words = importsWords(language);
  if (!(error instanceof SheetError)) return words('fileUnreadable', error instanceof Error ? error.message : String(error));
  switch (error.reason) {
    case 'kind':
      return words('fileKind');
    case 'tooBig':
      return words('fileTooBig', MAX_FILE_MB);
    case 'tooManyRows':
      return words('tooManyRows', MAX_FILE_ROWS);
    case 'empty':
      return words('fileEmpty');
    default:
      return words('fileUnreadable', error.message);
  }
}

function sourceName(source: SheetSource): string {
  const name = (source as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}

async function loadRules(deps: ImportControllerDeps, meta: ImportEntity, targets: EntityAttribute[]): Promise<Rules> {
  const wanted = targets.filter((a) => (a.dataType === 'code' || a.dataType === 'tree') && a.codeKey);
  const [form, lists] = await Promise.all([
    deps.addForm(meta).catch(() => null),
    Promise.all(
      wanted.map(async (a) => {
        // Every language's labels: the server's dry run takes a label in either, whatever the UI's.
        const read = await Promise.all(
          CODE_LANGUAGES.map(
            async (language) => [language, await deps.codes(a.dataType === 'tree' ? 'tree' : 'code', a.codeKey!, language).catch(() => null)] as const,
          ),
        );
        const found = read.filter((pair): pair is readonly [string, CodeItem[]] => pair[1] !== null);
        return found.length ? [[a.codeKey!, codeList(Object.fromEntries(found))] as const] : [];
      }),
    ),
  ]);
  const required = new Set(targets.filter((a) => a.isRequired).map((a) => a.name));
  for (const name of form?.required ?? []) required.add(name);
  return { validate: form ? (values) => form.validate(values) : null, codes: new Map(lists.flat()), required };
}

export function createImportController(deps: ImportControllerDeps, options: ImportOptions): ImportController {
  const { meta } = options;
  const entity = meta.code || meta.id;
  const targets = importTargets(meta);
  const language = () => deps.$language.get();

  const $file = atom<ImportFile | null>(null);
  const $reading = atom(false);
  const $readError = atom('');
  const $mapping = atom<Mapping>({});
  const $rules = atom<Rules>({ validate: null, codes: new Map(), required: new Set() });
  const $required = computed($rules, (rules) => rules.required);
  const $check = computed([$mapping, $required, deps.$language], (mapping, required, lang) => checkMapping(mapping, targets, required, lang));
  const $rows = atom<PreviewRow[]>([]);
  const $preview = computed([$rows, $mapping], (rows, mapping): ImportPreview => {
    const chosen = new Set(Object.values(mapping));
    const shown = targets.filter((a) => chosen.has(a.name));
    // Only the problems of the columns shown are counted and marked (rows of an earlier mapping
    // stay until the new ones are checked).
    const visible = rows.map((r) => ({
      ...r,
      problems: Object.fromEntries(shown.filter((a) => r.problems[a.name]).map((a) => [a.name, r.problems[a.name]!])),
    }));
    return { rows: visible, shown, problems: visible.reduce((n, r) => n + Object.keys(r.problems).length, 0) };
  });
  const $outcome = atom<ImportOutcome | null>(null);
  const $running = atom(false);
  const $dryRunFor = atom<{ sheet: Sheet; mapping: Mapping } | null>(null);
  const $dryRunCurrent = computed(
    [$dryRunFor, $file, $mapping],
    (done, file, mapping) => done !== null && done.sheet === file?.sheet && done.mapping === mapping,
  );

  let live = true;
  let stopper: AbortController | null = null;
  let reads = 0;
  let previews = 0;
  let previewing: Promise<void> = Promise.resolve();
  const rulesLoaded = loadRules(deps, meta, targets).then((rules) => {
    if (live) $rules.set(rules);
  });

  // The preview rows, checked again whenever the sheet, the mapping, the rules or the language change.
  const preview = () => {
    const file = $file.get();
    if (!file || !live) return;
    const turn = ++previews;
    const rules = $rules.get();
    previewing = previewRows({ sheet: file.sheet, mapping: $mapping.get(), targets, codes: rules.codes, validate: rules.validate, language: language() }).then(
      (rows) => {
        if (live && turn === previews) $rows.set(rows);
      },
    );
  };
  const unlisten = [$file, $mapping, $rules, deps.$language].map((store) => (store as ReadableAtom<unknown>).listen(preview));

  async function read(source: SheetSource): Promise<void> {
    const turn = ++reads;
    $outcome.set(null);
    $reading.set(true);
    $readError.set('');
    $file.set(null);
    try {
      const sheet = await readSpreadsheet(source);
      if (turn !== reads) return;
      $mapping.set(autoMapping(sheet.columns, targets));
      $file.set({ name: sourceName(source), sheet });
    } catch (error) {
      if (turn === reads) $readError.set(sheetMessage(error, language()));
    } finally {
      if (turn === reads) $reading.set(false);
    }
  }

  function map(column: string, attribute: string): void {
    $mapping.set({ ...$mapping.get(), [column]: attribute });
    $outcome.set(null);
  }

  async function start(dryRun: boolean): Promise<ImportOutcome | null> {
    const file = $file.get();
    if (!file || $running.get() || $check.get().errors.length > 0) return null;
    if (!dryRun && !$dryRunCurrent.get()) return null;
    const { sheet } = file;
    const mapping = $mapping.get();
    const controller = new AbortController();
    stopper = controller;
    // An import (finished, stopped or failed) uses up its dry run: the same rows sent again would
    // be written twice, so a second import needs a new dry run, which sees what is there now.
    if (!dryRun) $dryRunFor.set(null);
    $running.set(true);
    $outcome.set({ dryRun, accepted: 0, rejected: [], done: 0, total: sheet.rows.length, stopped: false });
    const result = await runImport({ calls: deps.calls, entity, sheet, mapping, dryRun, signal: controller.signal, onProgress: (o) => $outcome.set(o) });
    $outcome.set(result);
    $running.set(false);
    if (dryRun && !result.error && !result.stopped) $dryRunFor.set({ sheet, mapping });
    if (!dryRun && result.accepted > 0) options.onWritten?.(entity);
    return result;
  }

  async function rejectedFile(format: 'csv' | 'xlsx') {
    const file = $file.get();
    const outcome = $outcome.get();
    if (!file || !outcome) return null;
    const lang = language();
    const rejected = rejectedSheet(file.sheet, outcome.rejected, lang);
    const name = importsWords(lang)('rejectedName', meta.labels?.[lang] || meta.label || meta.code);
    return { blob: format === 'csv' ? await csvBlob(rejected) : await xlsxBlob(rejected, name), filename: `${name}.${format}` };
  }

  return {
    entity,
    targets,
    $file,
    $reading,
    $readError,
    $mapping,
    $required,
    $check,
    $preview,
    $outcome,
    $running,
    $dryRunCurrent,
    read,
    map,
    dryRun: () => start(true),
    importRows: () => start(false),
    stop: () => stopper?.abort(),
    forget: () => $outcome.set(null),
    rejectedFile,
    async downloadRejected(format) {
      const file = await rejectedFile(format);
      if (file) deps.save(file.blob, file.filename);
    },
    async settled() {
      await rulesLoaded;
      let last: Promise<void> | undefined;
      while (last !== previewing) {
        last = previewing;
        await last;
      }
    },
    destroy() {
      live = false;
      stopper?.abort();
      for (const stop of unlisten) stop();
    },
  };
}

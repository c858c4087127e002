/**
 * Maps the page's core instance onto what the entity pages use (services.ts). Each line is a
 * call into the owning concept; nothing here decides platform behaviour.
 */
import type { Platform } from '../../../core/index.ts';
import { sanitizeHtml } from '../../../core/index.ts';
import { evaluateConfigScript, shareRecord } from '../../../core/pages.ts';
import type { AppCodesOfLink } from '../../../core/pages.ts';
import { drawnField } from '../../../core/forms/index.ts';
import type { Form, FormField, FormState as CoreFormState } from '../../../core/forms/index.ts';
import type { EntityMeta as CoreEntityMeta, LoadedPage } from '../../../core/meta/index.ts';
import { pageRegistry } from '../../shared/concepts.ts';
import { createActionBridge } from './actions-bridge.ts';
import type { PageConfig, PageServices, ResolvedField } from './services.ts';
import type { EntityMeta, FieldConfig } from './types.ts';

function toField(f: FormField): ResolvedField {
  const attr = f.attribute;
  // The field config's dataType (list, treeList, radio, multibox, meta, custom) over the attribute's.
  const drawn = drawnField(f.config, attr);
  return {
    name: f.name,
    label: f.label,
    dataType: drawn.dataType,
    state: f.state,
    required: f.required,
    codeKey: drawn.codeKey,
    relatedEntity: drawn.relatedEntity,
    optionType: drawn.optionType,
    renderer: drawn.renderer,
    recorder: drawn.recorder,
    placeholder: f.emptyText,
    condition: f.condition,
    requiredCondition: f.requiredCondition,
    maxLength: attr?.maxLength,
    min: attr?.min,
    max: attr?.max,
    pattern: attr?.pattern,
    source: f,
  };
}

export interface ServiceOptions {
  /** A standalone element in a host page: no workspace, pages open in the element's own dialog. */
  standalone?: boolean;
}

/** The app a shared record's address names: the route's, else the call codes and the loaded app. */
function linkCodes(platform: Platform): AppCodesOfLink {
  const params = platform.state.$route.get()?.params ?? {};
  const codes = platform.http.codes();
  const app = params.app ?? String(platform.state.$appConfig.get()?.CODE ?? platform.env.settings.defaultApp ?? '');
  return { client: params.client ?? codes.client, system: params.system ?? codes.system, app };
}

export function createPageServices(platform: Platform, options: ServiceOptions = {}): PageServices {
  const { state, env, notifier } = platform;
  // The pages' view of a loaded page config, one per loaded page (same page, same object).
  const pageConfigOf = (loaded: LoadedPage) => platform.lists.pageView(loaded) as unknown as PageConfig;
  const language = () => state.$language.get();
  const mode = env.settings.configTextMode ?? 'compat';
  const actions = createActionBridge(platform);
  // One core form per resolved field list: statuses and validation reuse its compiled rules.
  const forms = new WeakMap<ResolvedField[], Form>();
  const formOf = (fields: ResolvedField[]) => {
    let form = forms.get(fields);
    if (!form) {
      form = platform.forms.createForm(fields.map((f) => f.source as FormField).filter(Boolean));
      forms.set(fields, form);
    }
    return form;
  };

  const fieldsInput = (meta: EntityMeta, config: PageConfig, formState: string) => ({
    meta: meta as unknown as CoreEntityMeta,
    state: formState.toUpperCase() as CoreFormState,
    fields: (config.content.fields ?? null) as FieldConfig[] | null as never,
    fieldScope: config.content.fieldScope ?? null,
    hiddenFields: config.content.hiddenFields ?? null,
    language: language(),
  });

  return {
    $language: state.$language,
    $user: state.$user,
    storage: env.storage,
    drafts: platform.drafts,
    get records() {
      return platform.records;
    },
    client: () => platform.http.codes().client,
    fileUrl: (id) => platform.http.fileUrl(id),
    onlineViewUrl: (id) => platform.http.onlineViewUrl(id),
    openWindow: (url) => env.openWindow(url, '_blank'),
    shareRecord: (record) =>
      shareRecord(linkCodes(platform), record, {
        getShortUrl: (url) => platform.session.getShortUrl(url),
        shortAddress: (link) => platform.router.href({ name: 'shorturl', params: { link } }),
      }),
    downloadFile: (id) => platform.records.downloadFile(id),
    getMeta: (entity) => platform.meta.getMeta(entity) as unknown as Promise<EntityMeta>,
    async getPageConfig(query) {
      return pageConfigOf(
        query.pageId
          ? await platform.meta.getPageConfig({ pageId: query.pageId })
          : await platform.meta.pageConfigFor({ metaId: query.entity ?? '', flag: query.flag ?? 'list' }),
      );
    },
    peekPage(query) {
      const loaded = query.pageId
        ? platform.meta.peekPageConfig({ pageId: query.pageId })
        : platform.meta.peekPageConfig({ metaId: query.entity ?? '', flag: query.flag ?? 'list' });
      if (!loaded) return undefined;
      const config = pageConfigOf(loaded);
      // The metadata useEntityPage loads for the page: the one its record names, else the entity.
      const meta = platform.meta.peekMeta(config.record.META_ID || config.record.META_CODE || query.entity || '') as unknown as EntityMeta | undefined;
      return meta && { config, meta };
    },
    getCodes: (key) => platform.meta.getCodes(key),
    getTree: (key) => platform.meta.getTree(key),
    peekCodes: (key) => platform.meta.peekCodes(key),
    peekTree: (key) => platform.meta.peekTree(key),
    fuzzyQuery: (entity, keyword) => platform.meta.fuzzyQueryOption(entity, keyword, 20),
    evaluate: (conditions, row, context) => platform.rules.test(conditions, row, { page: context }),
    resolveFields: async (meta, config, formState) => (await platform.forms.buildFields(fieldsInput(meta, config, formState))).map(toField),
    resolveFieldsNow: (meta, config, formState) => platform.forms.buildFieldsNow(fieldsInput(meta, config, formState))?.map(toField),
    statuses: (fields, values) => formOf(fields).statuses(values, platform.rules.scope()),
    async validate(fields, values) {
      const errors = await formOf(fields).validate(values, platform.rules.scope());
      return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
    },
    operateVisibility: (operate, entity, rightMode) => actions.visibility(operate, entity, rightMode),
    withRightCodes: (content) => actions.withRightCodes(content),
    pageAllowed: (content) => actions.pageAllowed(content),
    runAction: (operate, input) => actions.run(operate, input),
    get $operating() {
      return actions.$operating;
    },
    lock: (key) => actions.lock(key),
    get lists() {
      return platform.lists;
    },
    get $saved() {
      return platform.lists.$saved;
    },
    recordSaved: (entity, id) => platform.lists.recordSaved(entity, id),
    forgetTab: (tabKey) => platform.workspace.forgetTab(tabKey),
    open(target) {
      if (options.standalone) return false;
      platform.router.open({
        openType: target.openType,
        kind: target.kind,
        entity: target.entity,
        pageId: target.pageId,
        recordId: target.recordId,
        query: target.query ?? {},
        title: target.title,
      });
      return true;
    },
    sanitize: (html) => sanitizeHtml(html),
    login: async (account, password) => void (await platform.session.login({ account, password })),
    notify: (kind, message) => void notifier.notify({ kind, message }),
    runConfigScript(source, context) {
      try {
        if (typeof source === 'function') {
          (source as (ctx: unknown) => unknown).call(undefined, context);
          return null;
        }
        if (typeof source !== 'string' || !source.trim()) return null;
        // A registered name runs in both modes: nothing is evaluated.
        const named = pageRegistry(platform)?.handler(source);
        if (named) {
          named.call(undefined, 'ctx' in context ? context.ctx : context);
          return null;
        }
        const result = evaluateConfigScript(source, { ...context, language: language() }, mode);
        if (!result.ok) return result.error;
        if (typeof result.value === 'function') (result.value as (ctx: unknown) => unknown).call(undefined, context);
        return null;
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    },
  };
}

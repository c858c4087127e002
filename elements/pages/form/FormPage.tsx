/**
 * The entity form page (registry kinds `add`, `edit`, `detail`, and the body of `<entity-form>`):
 * fields from metadata + page config + field scope and states, child sections, validation under
 * the fields, conditional visibility and required-ness, the submit lock, confirm and
 * after-action, config scripts in compat mode, and drafts so that nothing typed is lost, not even
 * when the save is refused because someone else changed the record meanwhile (ConflictPanel).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { pageTitle } from '../kit/columns.ts';
import { useConfirm } from '../kit/confirm.tsx';
import { formatDate } from '../kit/format.ts';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { PageContent, Row } from '../kit/types.ts';
import { useCodeLabels, useEntityPage } from '../kit/use-entity-page.ts';
import { SlAlert, SlButton, SlSpinner } from '../kit/sl.ts';
import { joinNames } from '../../../core/index.ts';
import { childFieldConfigs, deriveTotals, lockName, lockedContent } from '../../../core/pages.ts';
import type { FieldConfig } from '../../../core/pages.ts';
import { OperateButtons } from '../list/OperateButtons.tsx';
import { useRecordOperates } from './use-record-operates.ts';
import { attributeLabel } from '../kit/columns.ts';
import { ShareRecord } from './ShareRecord.tsx';
import { ChildSection } from './ChildSection.tsx';
import { ConflictPanel } from './ConflictPanel.tsx';
import { DetailFields, FormFields } from './FormFields.tsx';
import { shownChildRelations } from './form-logic.ts';
import type { FormState } from './form-logic.ts';
import { useConfigScripts } from './use-config-scripts.ts';
import { ScriptError } from '../kit/script-error.tsx';
import { useConflict } from './use-conflict.ts';
import { isNotFound, useFormView, withoutDetailStates } from './use-form-view.ts';
import { useLiveFields } from './use-live-fields.ts';
import { useRecord } from './use-record.ts';
import { useResolvedFields } from './use-resolved-fields.ts';
import { useSave } from './use-save.ts';
import { useSaveAttention } from './use-save-attention.ts';
import type { FormSubmitDetail } from '../../entity-form/entity-form.types.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

export type { FormSubmitDetail };

export interface FormPageProps extends PageProps {
  values?: Row;
  configOverride?: Partial<PageContent>;
  /** The vetoable `form-submit` step: false stops the save. */
  onSubmitRequest?: (detail: FormSubmitDetail) => boolean;
  onSaved?: (detail: { id: string; values: Row; state: FormState }) => void;
  onCancel?: () => void;
  /** Asks the container to show another kind (detail → edit); else the form switches itself. */
  onSwitch?: (kind: string) => void;
  /** The values as they are typed (a task page sends an approval node's editable fields with the approval). */
  onValuesChange?: (values: Row) => void;
  /** Child sections stay read-only in an edit form (a form limited to some fields of the record). */
  readOnlyChildren?: boolean;
  /** The form's loads have ended (drawn, or an error shown): what sits below it is in its place now. */
  onSettled?: () => void;
}

/**
 * Every state of the page starts with the same style element, which React keeps from the loading
 * state to the form: swapping it would make the browser rebuild the styles of the whole page.
 */
function styled(body: ReactNode) {
  return (
    <>
      <Styles css={PAGE_CSS} />
      {body}
    </>
  );
}

export default function FormPage(props: FormPageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const [recordId, setRecordId] = useState(props.recordId);
  useEffect(() => setRecordId(props.recordId), [props.kind, props.recordId]);
  const go = useFormView(props);
  const view = go.view;
  const state = view.state;

  const page = useEntityPage(services, { entity: view.entity, pageId: view.pageId, flag: state, tabKey: props.tabKey });
  const meta = page.meta;
  const noEditPage = view.fromDetail && !view.detailConfig && page.status === 'error' && isNotFound(page.error);
  useEffect(() => {
    if (noEditPage) go.toDetailConfigEdit();
  }, [noEditPage, go]);
  const content: PageContent = useMemo(() => {
    const merged = services.withRightCodes({ ...(page.config?.content ?? {}), ...(props.configOverride ?? {}) });
    return view.detailConfig ? withoutDetailStates(merged) : merged;
  }, [services, page.config, props.configOverride, view.detailConfig]);
  const record = useRecord(services, meta, state, recordId, props.values, { pageId: view.pageId, entity: view.entity });
  // A record under approval shows as such before any save would be refused: read-only but the
  // fields its current step lets this reader change (docs/server-contract.md "Workflow").
  const lock = state === 'edit' ? (record.lock ?? null) : null;
  const attributeNames = useMemo(() => meta?.attributes.map((a) => a.name) ?? [], [meta]);
  const shownContent = useMemo(() => lockedContent(content, attributeNames, lock), [content, attributeNames, lock]);
  const resolvedOrNull = useResolvedFields(services, meta, page.config, shownContent, state);
  const resolved = useMemo(() => resolvedOrNull ?? [], [resolvedOrNull]);
  const fields = useLiveFields(services, resolved, record.values, state);
  const labels = useCodeLabels(services, resolved);
  // Worked-out fields (`derive`): the amount of the lines as they are typed; the server stores its own.
  const childConfigs = useMemo(() => {
    const byRelation = new Map<string, FieldConfig[]>();
    return (code: string) => {
      if (!byRelation.has(code)) byRelation.set(code, childFieldConfigs(content, code));
      return byRelation.get(code)!;
    };
  }, [content]);
  const shownValues = useMemo(() => {
    const totals = deriveTotals((content.fields ?? []) as FieldConfig[], record.values, record.children, childConfigs);
    return Object.keys(totals).length ? { ...record.values, ...totals } : record.values;
  }, [content.fields, record.values, record.children, childConfigs]);
  // An id of this form for its labels and messages, plain enough for a CSS selector.
  const formId = `form-${useId().replace(/[^\w-]/g, '')}`;
  const { confirm, dialog } = useConfirm(text);
  const scriptError = useConfigScripts(
    services,
    page.status === 'ready' && record.status === 'ready',
    page.config?.record,
    content,
    meta,
    record,
    language,
    state,
    props.query,
  );

  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange?.(record.dirty), [record.dirty, onDirtyChange]);
  const { onValuesChange } = props;
  useEffect(() => onValuesChange?.(record.values), [record.values, onValuesChange]);
  const settled = page.status !== 'loading' && record.status !== 'loading';
  const { onSettled } = props;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const save = useSave({
    content,
    state,
    fields,
    resolved,
    record,
    confirm,
    props,
    fromDetail: view.fromDetail,
    onSavedAs: (id) => {
      if (view.fromDetail) go.toDetail();
      else if (state === 'add') {
        setRecordId(id);
        go.toSavedEdit();
      }
    },
  });
  // One change handler for the life of the form: the memoised fields keep their props, and it
  // always reaches the latest record and messages.
  const change = useRef((name: string, value: unknown) => void [name, value]);
  change.current = (name, value) => {
    record.setValue(name, value);
    save.clearError(name);
  };
  const onFieldChange = useCallback((name: string, value: unknown) => change.current(name, value), []);
  const recordOps = useRecordOperates({
    services,
    meta,
    content,
    record,
    shown: state !== 'add' && !!recordId && record.status === 'ready' && !record.lock,
    confirm,
    text,
  });
  const conflict = useConflict({ record, fields, saveOver: save.saveOver, text, confirm });
  const pageRef = useRef<HTMLElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  useSaveAttention(save.attention, pageRef, bannerRef);

  if (page.status === 'loading') return styled(<LoadingState text={text} />);
  if (page.status === 'error' || !meta || !page.config) return styled(<ErrorState text={text} error={page.error} onRetry={page.reload} />);
  // A host's config may name the page's right code too.
  if (!services.pageAllowed(content)) return styled(<ErrorState text={text} error={new Error(text('noRight'))} />);
  if (state !== 'add' && !recordId) return styled(<EmptyState text={text} message={text('chooseRecord')} />);
  // Inputs show only once the record is in: typing into a form that is still loading would be lost.
  if (record.status === 'loading' || !resolvedOrNull) return styled(<LoadingState text={text} />);
  if (record.status === 'error') return styled(<ErrorState text={text} error={record.error} onRetry={record.reload} />);

  const title = pageTitle(content, page.config.record, meta, language);
  const editable = state !== 'detail';
  const toEdit = () => (props.onSwitch ? props.onSwitch('edit') : go.toEdit(meta));
  // An edit opened from this detail goes back to it; any other form leaves.
  const close = async () => {
    if (record.dirty && !(await confirm(text('unsavedBody'), text('unsavedTitle')))) return;
    // The draft stays, as when any form closes.
    if (view.fromDetail) return go.toDetail();
    props.onCancel?.();
    props.onClose?.();
  };

  return styled(
    <section ref={pageRef} className="entity-page form-page" aria-labelledby={`${formId}-title`} data-state={state}>
      <header className="page-head">
        <h2 id={`${formId}-title`} part="page-title">
          {title}
        </h2>
        {state !== 'add' && recordId && (
          <ShareRecord services={services} entity={meta.code} pageId={state === 'detail' ? props.pageId : undefined} recordId={recordId} text={text} />
        )}
      </header>
      {record.restoredAt !== undefined && (
        <SlAlert open variant="warning" className="notice draft-notice">
          {text('draftRestored', formatDate(record.restoredAt, 'YYYY-MM-DD HH:mm:ss'))}{' '}
          <SlButton size="small" variant="text" onClick={record.discard}>
            {text('discardDraft')}
          </SlButton>
        </SlAlert>
      )}
      <ScriptError error={scriptError} text={text} />
      {lock && (
        <SlAlert open variant="warning" className="notice approval-lock" data-instance={lock.instanceId}>
          {lock.editable.length
            ? text(
                'recordLockedEditable',
                lockName(lock, language),
                joinNames(
                  language,
                  lock.editable.map((name) =>
                    attributeLabel(
                      meta.attributes.find((a) => a.name === name),
                      language,
                      name,
                    ),
                  ),
                ),
              )
            : text('recordLocked', lockName(lock, language))}
        </SlAlert>
      )}
      {save.error && (
        // A box of its own for the banner to be scrolled to and focused: an sl-alert draws none (display: contents).
        <div ref={bannerRef} className="form-error-box" tabIndex={-1}>
          <SlAlert open variant="danger" className="notice form-error" role="alert">
            {save.error}
          </SlAlert>
        </div>
      )}
      {editable && <ConflictPanel state={conflict} formId={formId} labels={labels} services={services} text={text} language={language} />}
      {fields.length === 0 ? <EmptyState text={text} message={text('notFound')} /> : null}
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editable) void save.submit();
        }}
      >
        {editable ? (
          <FormFields
            formId={formId}
            fields={fields}
            values={shownValues}
            errors={save.errors}
            labels={labels}
            onChange={onFieldChange}
            services={services}
            text={text}
            language={language}
          />
        ) : (
          <DetailFields fields={fields} values={shownValues} labels={labels} services={services} text={text} language={language} />
        )}
        {shownChildRelations(meta, content).map((relation) => (
          <ChildSection
            key={relation.code}
            relation={relation}
            rows={record.children[relation.code] ?? []}
            editable={editable && !props.readOnlyChildren && !lock}
            onChange={(update) => record.setChildren(relation.code, update)}
            onEdited={(key) => save.clearError(key, relation.code)}
            services={services}
            text={text}
            language={language}
            errors={save.childErrors[relation.code]}
            configs={childConfigs(relation.code)}
          />
        ))}
        <div className="form-actions" part="form-actions">
          {(props.onClose || props.onCancel || view.fromDetail) && (
            <SlButton onClick={() => void close()}>{editable ? text('cancel') : text('close')}</SlButton>
          )}
          {recordOps.operates.length > 0 && (
            <OperateButtons
              operates={recordOps.operates}
              meta={meta}
              record={page.config.record}
              services={services}
              language={language}
              busy={recordOps.busy}
              size="medium"
              onRun={(op) => void recordOps.run(op)}
            />
          )}
          {state === 'detail' && (
            <SlButton variant="primary" onClick={toEdit}>
              {text('edit')}
            </SlButton>
          )}
          {editable && !(lock && lock.editable.length === 0) && (
            <SlButton
              variant="primary"
              className="save-button"
              aria-busy={save.saving ? 'true' : undefined}
              onClick={(e: Event) => {
                e.preventDefault();
                void save.submit();
              }}
            >
              {save.saving && <SlSpinner slot="prefix" />}
              {text('save')}
            </SlButton>
          )}
        </div>
      </form>
      {dialog}
    </section>,
  );
}

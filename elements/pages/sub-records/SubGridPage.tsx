/**
 * The `entitySubGrid` page (PAGES.md "Work"): the child records of one relation of a parent
 * record in an editable grid — add, remove and edit rows inline (the form's own child section,
 * form/ChildSection.tsx, in its edit state), each cell checked with core/forms' rules as it is
 * edited, and saved with the parent: the parent's own `save` call carries its key, the version it
 * was read at (a save over someone else's change is refused) and the rows, as the form saves them.
 * Props as the sub list (SubListPage.tsx).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { useConfirm } from '../kit/confirm.tsx';
import { usePageServices } from '../kit/services.ts';
import type { PageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { TextFn } from '../kit/text.ts';
import { SlAlert, SlButton, SlSpinner } from '../kit/sl.ts';
import type { Relation } from '../kit/types.ts';
import { ChildSection } from '../form/ChildSection.tsx';
import { pageParam } from '../page-query/index.ts';
import { workText } from '../work-text/index.ts';
import type { WorkTextFn } from '../work-text/index.ts';
import { ParentPicker } from './ParentPicker.tsx';
import { initialParent } from './SubListPage.tsx';
import { SUB_CSS } from './sub-styles.ts';
import { useGridRows } from './use-grid-rows.ts';
import type { GridRows } from './use-grid-rows.ts';
import { useParentRecord } from './use-parent-record.ts';
import { useSaveRows } from './use-save-rows.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

export default function SubGridPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workText(language), [language]);
  const [recordId, setRecordId] = useState(initialParent(props));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent is read again when the record the props name changes, not on every new props object.
  useEffect(() => setRecordId(initialParent(props)), [props.recordId, props.query?.recordId, props.query?.id]);
  const parent = useParentRecord(services, props.entity || pageParam(props.query, 'entity'), recordId, pageParam(props.query, 'relation'));
  const grid = useGridRows(services, parent);
  const { dirty, validation } = grid;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const save = useSaveRows({ parent, rows: () => grid.latest.current, validation });
  const sectionRef = useRef<HTMLElement>(null);
  const { confirm, dialog } = useConfirm(text);
  // The new parent's rows replace the grid's once they load: unsaved edits would go without a word.
  const chooseParent = async (next: string | undefined) => {
    if (next === recordId) return;
    if (dirty && !(await confirm(words('switchParentBody'), text('unsavedTitle')))) return;
    setRecordId(next);
  };

  if (parent.status === 'error' && !parent.meta)
    return (
      <>
        <Styles css={PAGE_CSS} />
        <ErrorState text={text} error={parent.error} onRetry={parent.reload} />
      </>
    );
  if (!parent.meta || !parent.relation)
    return (
      <>
        <Styles css={PAGE_CSS} />
        <LoadingState text={text} />
      </>
    );
  const { meta, relation } = parent;

  const submit = async () => {
    if (await save.submit()) return;
    // The first cell with a message takes the focus, so a keyboard user lands on it.
    requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <section ref={sectionRef} className="entity-page sub-page sub-grid-page" aria-label={relation.title || relation.code} data-relation={relation.code}>
      <Styles css={PAGE_CSS} />
      <Styles css={SUB_CSS} />
      <ParentPicker
        meta={meta}
        recordId={recordId}
        services={services}
        text={text}
        words={words}
        language={language}
        onChange={(next) => void chooseParent(next)}
      />
      {!recordId && <p className="muted sub-hint">{words('chooseParent')}</p>}
      {recordId && parent.status === 'loading' && <LoadingState text={text} />}
      {recordId && parent.status === 'error' && <ErrorState text={text} error={parent.error} onRetry={parent.reload} />}
      {validation.failure && (
        <SlAlert open variant="danger" className="notice">
          {validation.failure.message}
        </SlAlert>
      )}
      {save.error && (
        <SlAlert open variant="danger" className="notice grid-error" role="alert">
          {save.error}
          {save.conflict && (
            <>
              {' '}
              <SlButton size="small" onClick={parent.reload}>
                {text('conflictReload')}
              </SlButton>
            </>
          )}
        </SlAlert>
      )}
      {recordId && parent.status === 'ready' && (
        <GridForm
          relation={relation}
          grid={grid}
          save={save}
          services={services}
          text={text}
          words={words}
          language={language}
          onSubmit={() => void submit()}
        />
      )}
      {dialog}
    </section>
  );
}

interface GridFormProps {
  relation: Relation;
  grid: GridRows;
  save: ReturnType<typeof useSaveRows>;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
  onSubmit: () => void;
}

/** The rows in the form's child section, with the discard and save buttons. */
function GridForm({ relation, grid, save, services, text, words, language, onSubmit }: GridFormProps) {
  const { rows, latest, put, validation, dirty } = grid;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChildSection
        relation={relation}
        rows={rows}
        editable
        services={services}
        text={text}
        language={language}
        errors={validation.errors}
        onChange={(update) => put(update(latest.current))}
        onEdited={(key) => {
          const row = latest.current[Number(key.split('.')[0])];
          if (row) validation.touch(String(row.__rowId));
          save.clearError();
        }}
      />
      <div className="form-actions">
        {dirty && (
          <span className="muted" role="status">
            {words('rowsChanged')}
          </span>
        )}
        <SlButton
          disabled={!dirty || save.saving}
          onClick={() => {
            grid.discard();
            save.clearError();
          }}
        >
          {words('discardRows')}
        </SlButton>
        <SlButton
          variant="primary"
          className="save-button"
          disabled={!validation.ready || save.saving}
          aria-busy={save.saving ? 'true' : undefined}
          onClick={(e: Event) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {save.saving && <SlSpinner slot="prefix" />}
          {text('save')}
        </SlButton>
      </div>
    </form>
  );
}

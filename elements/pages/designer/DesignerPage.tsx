/**
 * The visual configuration (registry kind `config`, the Config route of spec §2): a page config,
 * a module's menu tree or a report definition, read from FM_CONFIG at its version, edited in a
 * panel without text or as JSON5 text (both in step), a page config previewed live with the
 * demo data, saved as a new version with conflicts shown, earlier versions compared and restored.
 */
import { useStore } from '@nanostores/react';
import { Suspense, useMemo, useState } from 'react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { Loading, lazyComponent } from '../../shared/lazy.tsx';
import type { ConflictView as ConflictViewType } from './ConflictView.tsx';
import type { MenuEditor as MenuEditorType } from './MenuEditor.tsx';
import type { ReportEditor as ReportEditorType } from './ReportEditor.tsx';
import type { PageProps } from '../../shared/page-props.ts';
import { useConfirm } from '../kit/confirm.tsx';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { CONDITION_BUILDER_CSS } from './condition-builder/styles.ts';
import { authorName, ConfigReplyError, isConfigMode } from '../../../core/designer/index.ts';
import type { ConfigMode, DesignerDocument } from '../../../core/designer/index.ts';
import { DESIGNER_CSS } from './designer-styles.ts';
import { designerText, savedTime } from './designer-text.ts';
import type { DesignerText } from './designer-text.ts';
import { PagePanelOf, PagePreviewOf, usePageTarget } from './PageDesign.tsx';
import type { PageTarget } from './PageDesign.tsx';
import type { TextView as TextViewType } from './TextView.tsx';
import { useConfigDoc, useDesignerDocument } from './use-designer-doc.ts';
import type { ConfigDoc } from './use-designer-doc.ts';
import { VersionsPanel } from './VersionsPanel.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

// The page designer is the first open; the menu and report editors and the conflict view load when needed.
const MenuEditor = lazyComponent<ComponentProps<typeof MenuEditorType>>(() => import('./MenuEditor.tsx').then((module) => module.MenuEditor), 'menu editor');
const ReportEditor = lazyComponent<ComponentProps<typeof ReportEditorType>>(
  () => import('./ReportEditor.tsx').then((module) => module.ReportEditor),
  'report editor',
);
const TextView = lazyComponent<ComponentProps<typeof TextViewType>>(() => import('./TextView.tsx').then((module) => module.TextView), 'text view');
const ConflictView = lazyComponent<ComponentProps<typeof ConflictViewType>>(
  () => import('./ConflictView.tsx').then((module) => module.ConflictView),
  'conflict view',
);

const TITLES = { page: 'pageTitle', menu: 'menuTitle', report: 'reportTitle' } as const;

function SaveBar({ doc, words, language }: { doc: ConfigDoc; words: DesignerText; language: string }) {
  const base = doc.base;
  return (
    <>
      {base && (
        <span className="muted" data-version={base.version}>
          {words('version', base.version)}
          {base.updatedBy ? ` · ${words('savedBy', authorName(base.updatedBy, language), savedTime(base.updatedAt))}` : ''}
        </span>
      )}
      <span className="spacer" />
      {doc.dirty && (
        <span className="muted" data-unsaved>
          {words('unsaved')}
        </span>
      )}
      {doc.dirty && (
        <button type="button" data-discard onClick={doc.discard} disabled={doc.saving}>
          {words('discard')}
        </button>
      )}
      <button type="button" className="primary" data-save aria-keyshortcuts="Control+S" disabled={doc.saving || !doc.dirty} onClick={() => void doc.save()}>
        {doc.saving ? words('saving') : words('save')}
      </button>
    </>
  );
}

/** The panel of the mode beside the text view, as two tabs. */
function EditViews({
  mode,
  id,
  doc,
  target,
  language,
  words,
}: {
  mode: ConfigMode;
  id: string;
  doc: ConfigDoc;
  target: PageTarget;
  language: string;
  words: DesignerText;
}) {
  const services = usePageServices();
  // Text typed and not applied (a draft brought it back) is where the person left it.
  const [view, setView] = useState<'panel' | 'text'>(() => (doc.text !== null ? 'text' : 'panel'));
  const views = ['panel', 'text'] as const;
  // Leaving the text view applies what was typed; text that cannot be applied keeps the view, with its reason.
  async function switchTo(next: 'panel' | 'text', tabs?: Element | null) {
    if (next === view) return;
    if (view === 'text' && doc.text !== null && !(await doc.applyText())) return;
    setView(next);
    (tabs?.querySelector(`[data-view="${next}"]`) as HTMLElement | null)?.focus();
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    void switchTo(view === 'panel' ? 'text' : 'panel', event.currentTarget.parentElement);
  };
  const panel =
    mode === 'page' ? null : (
      <Suspense fallback={<Loading />}>
        {mode === 'menu' ? (
          <MenuEditor content={doc.content} language={language} words={words} onChange={doc.edit} />
        ) : (
          <ReportEditor services={services} id={id} content={doc.content} language={language} words={words} onChange={doc.edit} />
        )}
      </Suspense>
    );
  return (
    <>
      <div role="tablist" className="view-tabs" aria-label={words('designer')}>
        {views.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            id={`view-${v}`}
            data-view={v}
            aria-selected={view === v}
            aria-controls={`view-${v}-body`}
            tabIndex={view === v ? 0 : -1}
            onClick={() => void switchTo(v)}
            onKeyDown={onKeyDown}
          >
            {words(v)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`view-${view}-body`} aria-labelledby={`view-${view}`}>
        {view === 'text' ? (
          <Suspense fallback={<Loading />}>
            <TextView content={doc.content} text={doc.text} problem={doc.textProblem} words={words} onType={doc.typeText} onApply={doc.applyText} />
          </Suspense>
        ) : mode === 'page' ? (
          <PagePanelOf target={target} doc={doc} language={language} words={words} />
        ) : (
          panel
        )}
      </div>
    </>
  );
}

export default function DesignerPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => designerText(language), [language]);
  const mode = props.query?.mode;
  const id = props.query?.configId ?? props.recordId ?? '';
  if (!isConfigMode(mode)) return <ErrorState text={text} error={new Error(words('badMode', mode ?? ''))} />;
  if (!id) return <ErrorState text={text} error={new Error(words('noConfigId'))} />;
  return <Designer key={`${mode}:${id}`} mode={mode} id={id} language={language} words={words} />;
}

/** The config's designer document (core/designer), opened while the config is shown. */
function Designer({ mode, id, language, words }: { mode: ConfigMode; id: string; language: string; words: DesignerText }) {
  const text = useMemo(() => pageText(language), [language]);
  const services = usePageServices();
  const { document, failure, retry } = useDesignerDocument(mode, id);
  // The page's row and entity load beside the document, not after it.
  const target = usePageTarget(services, mode === 'page' ? id : '');
  if (failure) return <ErrorState text={text} error={failure} onRetry={retry} />;
  if (!document) return <LoadingState text={text} />;
  return <DesignerBody document={document} target={target} mode={mode} id={id} language={language} words={words} />;
}

function DesignerBody({
  document,
  target,
  mode,
  id,
  language,
  words,
}: {
  document: DesignerDocument;
  target: PageTarget;
  mode: ConfigMode;
  id: string;
  language: string;
  words: DesignerText;
}) {
  const services = usePageServices();
  const text = useMemo(() => pageText(language), [language]);
  const doc = useConfigDoc(document);
  const { confirm, dialog } = useConfirm(text);
  // A restore reloads the config: unsaved edits (and their draft) go, so only when the person agrees.
  const restore = async (version: number) =>
    doc.restoreNeedsConfirm() && !(await confirm(words('restoreUnsaved'), text('unsavedTitle'))) ? null : doc.restore(version);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 's' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (doc.dirty && !doc.saving) void doc.save();
    }
  };
  if (doc.status === 'error') {
    const error = doc.error instanceof ConfigReplyError ? new Error(words('badReply')) : doc.error;
    return <ErrorState text={text} error={error} onRetry={() => void doc.load()} />;
  }
  if (doc.status === 'loading' && !doc.base) return <LoadingState text={text} />;
  return (
    <section className="entity-page designer" aria-labelledby="designer-title" data-designer={mode} onKeyDown={onKeyDown}>
      <Styles css={PAGE_CSS + CONDITION_BUILDER_CSS + DESIGNER_CSS} />
      <header className="designer-head">
        <h2 id="designer-title">{words(TITLES[mode], id)}</h2>
        <SaveBar doc={doc} words={words} language={language} />
      </header>
      {doc.draftRestored && (
        <p role="status" className="muted" data-draft-restored>
          {words('draftRestored')}
        </p>
      )}
      {doc.saveError && (
        <p role="alert" className="save-error" data-save-error>
          {doc.saveError}
        </p>
      )}
      {doc.conflict && (
        <Suspense fallback={<Loading />}>
          <ConflictView
            conflict={doc.conflict}
            content={doc.content}
            language={language}
            words={words}
            saving={doc.saving}
            onReload={doc.reloadTheirs}
            onOverwrite={() => void doc.overwrite()}
          />
        </Suspense>
      )}
      <div className="designer-body" style={mode === 'page' ? undefined : { gridTemplateColumns: '1fr' }}>
        <div className="designer-side">
          <EditViews mode={mode} id={id} doc={doc} target={target} language={language} words={words} />
          <VersionsPanel
            document={document}
            currentVersion={doc.base?.version ?? 0}
            content={doc.content}
            language={language}
            words={words}
            onRestore={restore}
          />
        </div>
        {mode === 'page' && <PagePreviewOf target={target} doc={doc} words={words} services={services} id={id} />}
      </div>
      {dialog}
    </section>
  );
}

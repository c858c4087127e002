/**
 * A React host: the customer list and form as custom elements. Ids go in as attributes, objects
 * (`config`, `query`, `values`) as properties, and `on<event>` props listen to the elements.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
// The package's React entry types the elements in JSX (main.tsx imports it).
import type {} from '../../../elements/entries/react.ts';
import {
  CUSTOMERS,
  HOST_LINKS,
  LEVELS,
  LIST_CONFIG,
  hostWords,
  levelLabel,
  levelQuery,
  logEvent,
  newCustomerValues,
  otherLanguage,
} from '../../pages/hosts/kit.js';
import type { HostEventEntry } from '../../pages/hosts/kit.js';
import type { FormCancelDetail, FormSavedDetail, RowOpenDetail, SelectionChangeDetail } from '../../../elements/index.ts';
import { useSharedSession } from './use-shared-session.ts';

interface FormView {
  state: 'add' | 'edit' | 'detail';
  recordId?: string;
  values?: Record<string, string>;
}

const PAGE_OF = { add: CUSTOMERS.addPage, edit: CUSTOMERS.editPage, detail: CUSTOMERS.detailPage } as const;

export function CustomerDesk() {
  const { session, user, language, setLanguage } = useSharedSession();
  const t = useMemo(() => hostWords(language), [language]);
  const [level, setLevel] = useState('');
  const [form, setForm] = useState<FormView>({ state: 'detail' });
  const [selected, setSelected] = useState(0);
  const [log, setLog] = useState<HostEventEntry[]>([]);
  const record = useCallback((event: Event) => setLog((entries) => logEvent(entries, event)), []);
  useEffect(() => void (document.documentElement.lang = language === '011' ? 'en-US' : 'zh-CN'), [language]);

  const onRowOpen = (event: CustomEvent<RowOpenDetail>) => {
    // The host shows the record in its own form instead of the list's dialog.
    event.preventDefault();
    record(event);
    setForm({ state: event.detail.kind === 'edit' ? 'edit' : 'detail', recordId: event.detail.key });
  };
  const onSelection = (event: CustomEvent<SelectionChangeDetail>) => {
    record(event);
    setSelected(event.detail.keys.length);
  };
  const onSaved = (event: CustomEvent<FormSavedDetail>) => {
    record(event);
    setForm({ state: 'detail', recordId: event.detail.id });
  };
  const onCancel = (event: CustomEvent<FormCancelDetail>) => {
    record(event);
    setForm((current) => ({ state: 'detail', recordId: event.detail.recordId ?? current.recordId }));
  };

  return (
    <>
      <HostBar title={t('react')} t={t} current="react">
        <span data-host="user">{user ? t('signedInAs', user.NAME ?? user.ACCOUNT ?? user.id) : t('signedOut')}</span>
        {user && (
          <button type="button" data-host="sign-out" onClick={() => void session?.signOut().catch(() => undefined)}>
            {t('signOut')}
          </button>
        )}
        <button type="button" data-host="language" onClick={() => setLanguage(otherLanguage(language))}>
          {t('language')}
        </button>
      </HostBar>
      <p className="host-intro">{t('intro')}</p>
      {!session && (
        <p className="host-problem" role="alert">
          {hostWords('010')('noCore')} {hostWords('011')('noCore')}
        </p>
      )}
      <main className="host-main">
        <section className="host-panel host-list" aria-labelledby="customers-title">
          <h2 id="customers-title">
            <code>{'<entity-list>'}</code>
          </h2>
          <div className="host-tools">
            <label>
              {t('level')}{' '}
              <select data-host="level" value={level} onChange={(event) => setLevel(event.target.value)}>
                {['', ...LEVELS].map((code) => (
                  <option key={code} value={code}>
                    {levelLabel(code, language)}
                  </option>
                ))}
              </select>
            </label>
            <span data-host="selection" aria-live="polite">
              {t('selection', selected)}
            </span>
          </div>
          {/* Inline objects, new on every render: an element takes an equal value as no change, so
              the host needs no memo, and its state-setting handlers cause no loop. */}
          <entity-list
            client={CUSTOMERS.client}
            system={CUSTOMERS.system}
            entity={CUSTOMERS.entity}
            page-id={CUSTOMERS.listPage}
            config={{ ...LIST_CONFIG }}
            query={levelQuery(level)}
            onrow-open={onRowOpen}
            onselection-change={onSelection}
            onaction-request={record}
            onaction-done={record}
          />
        </section>
        <section className="host-panel host-form" aria-labelledby="customer-title">
          <h2 id="customer-title">
            <code>{'<entity-form>'}</code>
          </h2>
          <div className="host-tools">
            <button type="button" data-host="new" onClick={() => setForm((current) => ({ ...current, state: 'add', values: newCustomerValues() }))}>
              {t('newCustomer')}
            </button>
          </div>
          <entity-form
            client={CUSTOMERS.client}
            system={CUSTOMERS.system}
            entity={CUSTOMERS.entity}
            page-id={PAGE_OF[form.state]}
            state={form.state}
            record-id={form.recordId}
            values={form.state === 'add' ? form.values : undefined}
            onform-submit={record}
            onform-saved={onSaved}
            onform-cancel={onCancel}
          />
        </section>
        <EventLog log={log} t={t} />
      </main>
    </>
  );
}

type Words = ReturnType<typeof hostWords>;

function HostBar({ title, t, current, children }: { title: string; t: Words; current: string; children: ReactNode }) {
  return (
    <header className="host-bar">
      <h1>{title}</h1>
      <nav data-host="links" aria-label={t('otherHosts')}>
        {HOST_LINKS.map((link) => (
          <a key={link.key} href={link.href} aria-current={link.key === current ? 'page' : undefined}>
            {t(link.key)}
          </a>
        ))}
      </nav>
      {children}
    </header>
  );
}

function EventLog({ log, t }: { log: HostEventEntry[]; t: Words }) {
  return (
    <aside className="host-panel host-events" aria-labelledby="events-title">
      <h2 id="events-title">{t('events')}</h2>
      <ol data-host="events" aria-live="polite">
        {log.length === 0 && <li>{t('noEvents')}</li>}
        {log.map((entry) => (
          <li key={entry.id} data-event={entry.name}>
            <b>{entry.name}</b> {entry.summary}
          </li>
        ))}
      </ol>
    </aside>
  );
}

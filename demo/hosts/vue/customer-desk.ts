/**
 * A Vue 3 host: the customer list and form as custom elements, drawn with render functions (the
 * demo pages' CSP allows no run-time template compiler). `^name` makes Vue write an attribute
 * (ids), `.name` a property (objects), and `onRowOpen` listens to the element's `row-open`.
 */
import { computed, defineComponent, h, ref, watchEffect } from 'vue';
import type { VNode } from 'vue';
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
import { useSharedSession } from './shared-session.ts';

type FormState = 'add' | 'edit' | 'detail';
type Words = ReturnType<typeof hostWords>;

const PAGE_OF: Record<FormState, string> = { add: CUSTOMERS.addPage, edit: CUSTOMERS.editPage, detail: CUSTOMERS.detailPage };
const ids = { '^client': CUSTOMERS.client, '^system': CUSTOMERS.system, '^entity': CUSTOMERS.entity };

function hostBar(t: Words, extra: VNode[]): VNode {
  return h('header', { class: 'host-bar' }, [
    h('h1', t('vue')),
    h(
      'nav',
      { 'data-host': 'links', 'aria-label': t('otherHosts') },
      HOST_LINKS.map((link) => h('a', { key: link.key, href: link.href, 'aria-current': link.key === 'vue' ? 'page' : undefined }, t(link.key))),
    ),
    ...extra,
  ]);
}

function eventLog(t: Words, log: HostEventEntry[]): VNode {
  return h('aside', { class: 'host-panel host-events', 'aria-labelledby': 'events-title' }, [
    h('h2', { id: 'events-title' }, t('events')),
    h(
      'ol',
      { 'data-host': 'events', 'aria-live': 'polite' },
      log.length
        ? log.map((entry) => h('li', { key: entry.id, 'data-event': entry.name }, [h('b', entry.name), ` ${entry.summary}`]))
        : [h('li', t('noEvents'))],
    ),
  ]);
}

export const CustomerDesk = defineComponent({
  name: 'CustomerDesk',
  setup() {
    // biome-ignore lint/correctness/useHookAtTopLevel: a Vue composable in setup(), not a React hook
    const { session, user, language, setLanguage } = useSharedSession();
    const t = computed(() => hostWords(language.value));
    const level = ref('');
    const query = computed(() => levelQuery(level.value));
    const formState = ref<FormState>('detail');
    const recordId = ref<string | undefined>();
    const values = ref<Record<string, string> | undefined>();
    const selected = ref(0);
    const log = ref<HostEventEntry[]>([]);
    const record = (event: Event) => (log.value = logEvent(log.value, event));
    watchEffect(() => (document.documentElement.lang = language.value === '011' ? 'en-US' : 'zh-CN'));

    const showForm = (state: FormState, id?: string) => {
      formState.value = state;
      if (id) recordId.value = id;
      values.value = state === 'add' ? newCustomerValues() : undefined;
    };
    const listeners = {
      onRowOpen: (event: CustomEvent<RowOpenDetail>) => {
        // The host shows the record in its own form instead of the list's dialog.
        event.preventDefault();
        record(event);
        showForm(event.detail.kind === 'edit' ? 'edit' : 'detail', event.detail.key);
      },
      onSelectionChange: (event: CustomEvent<SelectionChangeDetail>) => {
        record(event);
        selected.value = event.detail.keys.length;
      },
      onActionRequest: record,
      onActionDone: record,
    };
    const formListeners = {
      onFormSubmit: record,
      onFormSaved: (event: CustomEvent<FormSavedDetail>) => (record(event), showForm('detail', event.detail.id)),
      onFormCancel: (event: CustomEvent<FormCancelDetail>) => (record(event), showForm('detail', event.detail.recordId)),
    };

    return () => {
      const words = t.value;
      const userText = user.value ? words('signedInAs', user.value.NAME ?? user.value.ACCOUNT ?? user.value.id) : words('signedOut');
      return [
        hostBar(
          words,
          [
            h('span', { 'data-host': 'user' }, userText),
            user.value
              ? h('button', { type: 'button', 'data-host': 'sign-out', onClick: () => void session?.signOut().catch(() => undefined) }, words('signOut'))
              : null,
            h('button', { type: 'button', 'data-host': 'language', onClick: () => setLanguage(otherLanguage(language.value)) }, words('language')),
          ].filter((node): node is VNode => node !== null),
        ),
        h('p', { class: 'host-intro' }, words('intro')),
        session ? null : h('p', { class: 'host-problem', role: 'alert' }, `${hostWords('010')('noCore')} ${hostWords('011')('noCore')}`),
        h('main', { class: 'host-main' }, [
          h('section', { class: 'host-panel host-list', 'aria-labelledby': 'customers-title' }, [
            h('h2', { id: 'customers-title' }, [h('code', '<entity-list>')]),
            h('div', { class: 'host-tools' }, [
              h('label', [
                `${words('level')} `,
                h(
                  'select',
                  {
                    'data-host': 'level',
                    value: level.value,
                    onChange: (event: Event) => (level.value = (event.target as HTMLSelectElement).value),
                  },
                  ['', ...LEVELS].map((code) => h('option', { key: code, value: code }, levelLabel(code, language.value))),
                ),
              ]),
              h('span', { 'data-host': 'selection', 'aria-live': 'polite' }, words('selection', selected.value)),
            ]),
            h('entity-list', { ...ids, '^page-id': CUSTOMERS.listPage, '.config': LIST_CONFIG, '.query': query.value, ...listeners }),
          ]),
          h('section', { class: 'host-panel host-form', 'aria-labelledby': 'customer-title' }, [
            h('h2', { id: 'customer-title' }, [h('code', '<entity-form>')]),
            h('div', { class: 'host-tools' }, [h('button', { type: 'button', 'data-host': 'new', onClick: () => showForm('add') }, words('newCustomer'))]),
            h('entity-form', {
              ...ids,
              '^page-id': PAGE_OF[formState.value],
              '^state': formState.value,
              ...(recordId.value ? { '^record-id': recordId.value } : {}),
              '.values': values.value,
              ...formListeners,
            }),
          ]),
          eventLog(words, log.value),
        ]),
      ];
    };
  },
});

// The plain host: no framework, no build. Attributes for ids, properties for objects,
// addEventListener for the elements' events.
import {
  CUSTOMERS,
  HOST_EVENTS,
  HOST_LINKS,
  LEVELS,
  LIST_CONFIG,
  hostWords,
  levelLabel,
  levelQuery,
  logEvent,
  newCustomerValues,
  otherLanguage,
  sharedSession,
} from './kit.js';

const list = document.getElementById('customers');
const form = document.getElementById('customer');
const hook = (name) => document.querySelector(`[data-host="${name}"]`);
const session = sharedSession();
const view = { language: '010', user: null, log: [], selected: 0 };

list.config = LIST_CONFIG;
list.query = levelQuery('');

function showForm(state, recordId) {
  const page = { add: CUSTOMERS.addPage, edit: CUSTOMERS.editPage, detail: CUSTOMERS.detailPage }[state];
  form.setAttribute('page-id', page);
  form.setAttribute('state', state);
  if (recordId) form.setAttribute('record-id', recordId);
  if (state === 'add') form.values = newCustomerValues();
}

function item(children, attributes = {}) {
  const element = document.createElement('li');
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  element.append(...children);
  return element;
}

function renderLog(t) {
  const entries = view.log.length
    ? view.log.map((entry) => {
        const name = document.createElement('b');
        name.textContent = entry.name;
        return item([name, ` ${entry.summary}`], { 'data-event': entry.name });
      })
    : [item([t('noEvents')])];
  hook('events').replaceChildren(...entries);
}

function render() {
  const t = hostWords(view.language);
  document.documentElement.lang = view.language === '011' ? 'en-US' : 'zh-CN';
  document.querySelectorAll('[data-word]').forEach((element) => (element.textContent = t(element.dataset.word)));
  hook('links').setAttribute('aria-label', t('otherHosts'));
  hook('links').replaceChildren(
    ...HOST_LINKS.map((link) => {
      const anchor = document.createElement('a');
      anchor.href = link.href;
      anchor.textContent = t(link.key);
      if (link.key === 'plain') anchor.setAttribute('aria-current', 'page');
      return anchor;
    }),
  );
  hook('user').textContent = view.user ? t('signedInAs', view.user.NAME ?? view.user.ACCOUNT ?? view.user.id) : t('signedOut');
  hook('sign-out').hidden = !view.user;
  hook('sign-out').textContent = t('signOut');
  hook('language').textContent = t('language');
  const level = hook('level');
  const chosen = level.value;
  level.replaceChildren(...['', ...LEVELS].map((code) => new Option(levelLabel(code, view.language), code)));
  level.value = chosen;
  hook('selection').textContent = t('selection', view.selected);
  renderLog(t);
}

for (const name of HOST_EVENTS) {
  document.addEventListener(name, (event) => {
    if (event.target !== list && event.target !== form) return;
    view.log = logEvent(view.log, event);
    render();
  });
}
list.addEventListener('row-open', (event) => {
  // The host shows the record in its own form instead of the list's dialog.
  event.preventDefault();
  showForm(event.detail.kind === 'edit' ? 'edit' : 'detail', event.detail.key);
});
list.addEventListener('selection-change', (event) => (view.selected = event.detail.keys.length));
form.addEventListener('form-saved', (event) => showForm('detail', event.detail.id));
form.addEventListener('form-cancel', (event) => showForm('detail', event.detail.recordId));
hook('new').addEventListener('click', () => showForm('add'));
hook('level').addEventListener('change', (event) => (list.query = levelQuery(event.target.value)));
hook('language').addEventListener('click', () =>
  session ? session.setLanguage(otherLanguage(view.language)) : ((view.language = otherLanguage(view.language)), render()),
);
hook('sign-out').addEventListener('click', () => void session?.signOut().catch(() => undefined));

if (session) {
  session.onLanguage((language) => ((view.language = language), render()));
  session.onUser((user) => ((view.user = user), render()));
} else {
  const problem = document.createElement('p');
  problem.className = 'host-problem';
  problem.setAttribute('role', 'alert');
  problem.textContent = `${hostWords('010')('noCore')} ${hostWords('011')('noCore')}`;
  document.querySelector('.host-intro').after(problem);
}
render();

// The host listens to the elements' events: a row opened in the list shows in the form.
const list = document.getElementById('customers');
const form = document.getElementById('customer');
const log = document.getElementById('log');
const write = (text) => {
  log.textContent = `${text}\n${log.textContent}`;
};
list.addEventListener('row-open', (event) => {
  event.preventDefault();
  form.setAttribute('page-id', event.detail.kind === 'edit' ? 'page-customer-edit' : 'page-customer-detail');
  form.setAttribute('state', event.detail.kind === 'edit' ? 'edit' : 'detail');
  form.setAttribute('record-id', event.detail.key);
  write(`row-open ${event.detail.key}`);
});
list.addEventListener('selection-change', (event) => write(`selection-change ${event.detail.keys.join(',')}`));
list.addEventListener('action-done', (event) => write(`action-done ${event.detail.operate}`));
form.addEventListener('form-saved', (event) => {
  write(`form-saved ${event.detail.id}`);
  list.setAttribute('page-id', 'page-customer-list');
});

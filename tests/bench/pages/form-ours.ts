/** Drawing `<entity-form>` for the form benchmark, warm (form-page.ts) and cold (form-cold-ours.ts). */
import { drawn } from './frame-timing.ts';

export function unmountOurs(): void {
  for (const old of document.querySelectorAll('entity-form')) old.remove();
}

/** Inserts an add form with initial values; resolves with the time of the drawn frame showing `count` fields, none still loading. */
export function drawOurs(entity: string, values: Record<string, unknown>, count: number): Promise<number> {
  const form = document.createElement('entity-form');
  form.setAttribute('entity', entity);
  form.setAttribute('state', 'add');
  form.values = values;
  document.body.append(form);
  const done = () => {
    const root = form.shadowRoot;
    return !!root && root.querySelectorAll('.form [data-field]').length >= count && !root.querySelector('.form [data-field] [aria-busy="true"]');
  };
  return drawn(done);
}

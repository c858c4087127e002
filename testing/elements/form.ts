/** Reading, filling and submitting what an `<entity-form>` shows. */
import type { FormSavedDetail } from '../../elements/index.ts';
import { selectValue, setChecked, typeInto } from '../dom/input.ts';
import { sleep, waitFor } from '../dom/wait.ts';

/** One field of a form or a detail, as shown. */
export interface FormField {
  /** The field's code (the entity attribute, e.g. `NAME`). */
  name: string;
  label: string;
  /**
   * Its value as a person would read it back: a text box's text, a select's chosen code, a
   * switch's `'1'`/`'0'`, the checked codes of a choice group joined by commas, and a read-only
   * field's or a detail's shown text.
   */
  value: string;
  readOnly: boolean;
  required: boolean;
  /** The message under the field, or null. */
  error: string | null;
  /** The field's box (`[data-field]`). */
  element: HTMLElement;
}

/** A value to fill in: text for text boxes and selects (a code), a boolean or `'1'`/`'0'` for switches, codes (or a comma list) for choice groups. */
export type FillValue = string | number | boolean | string[];

type Scope = HTMLElement | ShadowRoot | ParentNode;

const scopeOf = (target: Scope): ParentNode => (target as HTMLElement).shadowRoot ?? target;
const FIELD_BOXES = '.form-grid > [data-field], .detail-grid > [data-field]';
const CONTROLS = 'input, select, textarea, sl-input, sl-select, sl-textarea';

function labelOf(box: HTMLElement): string {
  const label = box.querySelector('.field-label, dt, label');
  return (label?.textContent ?? box.querySelector(CONTROLS)?.getAttribute('label') ?? '').replace(/\s*\*\s*$/, '').trim();
}

function choiceValue(box: HTMLElement): string {
  const choices = [...box.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"], fieldset input[type="checkbox"]')];
  if (choices.length)
    return choices
      .filter((c) => c.checked)
      .map((c) => c.value)
      .join(',');
  const control = box.querySelector<HTMLInputElement>(CONTROLS);
  if (!control) return (box.querySelector('dd') ?? box).textContent?.replace(labelOf(box), '').trim() ?? '';
  if (control.type === 'checkbox') return control.checked ? '1' : '0';
  return String(control.value ?? '');
}

/** The fields a form or detail shows (its element or shadow root), by code, in order. */
export function formFields(target: Scope): Record<string, FormField> {
  const boxes = [...scopeOf(target).querySelectorAll<HTMLElement>(FIELD_BOXES)];
  return Object.fromEntries(
    boxes.map((box) => {
      const name = box.dataset.field ?? '';
      const readOnly = box.classList.contains('detail-item') || !box.querySelector(CONTROLS);
      const field: FormField = {
        name,
        label: labelOf(box),
        value: choiceValue(box),
        readOnly,
        required: box.classList.contains('is-required'),
        error: box.querySelector('.error-text')?.textContent?.trim() || null,
        element: box,
      };
      return [name, field];
    }),
  );
}

/** The editable box of field `name`, waiting for it (a field may appear once another is set). */
function fieldBox(target: Scope, name: string, timeoutMs: number): Promise<HTMLElement> {
  return waitFor(() => scopeOf(target).querySelector<HTMLElement>(`.form-grid > [data-field="${CSS.escape(name)}"]`), `the form field ${name}`, timeoutMs);
}

const asText = (value: FillValue): string => (Array.isArray(value) ? value.join(',') : typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

async function fillChoices(box: HTMLElement, name: string, value: FillValue): Promise<void> {
  const wanted = new Set(asText(value).split(',').filter(Boolean));
  const choices = [...box.querySelectorAll<HTMLInputElement>('fieldset input')];
  for (const code of wanted) {
    if (!choices.some((c) => c.value === code)) throw new Error(`fillForm: ${name} has no choice ${code} (choices: ${choices.map((c) => c.value).join(', ')})`);
  }
  for (const choice of choices) {
    if (choice.type === 'radio') {
      if (wanted.has(choice.value)) setChecked(choice, true);
    } else setChecked(choice, wanted.has(choice.value));
    await sleep(0);
  }
}

async function fillOne(box: HTMLElement, name: string, value: FillValue, timeoutMs: number): Promise<void> {
  if (box.querySelector('fieldset input')) return fillChoices(box, name, value);
  const control = box.querySelector<HTMLInputElement>(CONTROLS);
  if (!control) throw new Error(`fillForm: ${name} is read-only here`);
  const text = asText(value);
  if (control.tagName === 'SELECT' || control.tagName === 'SL-SELECT') {
    // A code list's options arrive after the field is drawn.
    await waitFor(
      () =>
        control.getAttribute('aria-busy') !== 'true' && [...control.querySelectorAll('option, sl-option')].some((o) => (o as HTMLOptionElement).value === text),
      `the choice ${text} of ${name}`,
      timeoutMs,
    );
    selectValue(control, text);
  } else if (control.type === 'checkbox') setChecked(control, text === '1' || text === 'true');
  else if (control.type === 'file') throw new Error(`fillForm: ${name} takes a file; set it through its file input`);
  else typeInto(control, text);
}

/**
 * Fills the fields of a form (its element or shadow root) in the order given, as a person does,
 * waiting for each field to be there: a field that shows once another has a value (a rule) is
 * filled after it.
 */
export async function fillForm(target: Scope, values: Record<string, FillValue>, timeoutMs = 8000): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await fillOne(await fieldBox(target, name, timeoutMs), name, value, timeoutMs);
    // Each change renders before the next field is looked up (it may show or hide others).
    await sleep(0);
  }
}

/** The messages a form shows: the banner's and each field's (`field: message`). */
export function formErrors(target: Scope): string[] {
  const scope = scopeOf(target);
  const banner = [...scope.querySelectorAll('.form-error')].map((e) => e.textContent?.trim() ?? '');
  const fields = [...scope.querySelectorAll<HTMLElement>('[data-field] > .error-text, .row-error')].map((e) => {
    const field = e.closest<HTMLElement>('[data-field]')?.dataset.field;
    return `${field ? `${field}: ` : ''}${e.textContent?.trim() ?? ''}`;
  });
  return [...banner, ...fields].filter(Boolean);
}

/**
 * Clicks the form's save button and resolves with the `form-saved` detail (the record's id and
 * values). When the form refuses (a field's message, the server's error in the banner) it fails
 * with the messages shown.
 */
export async function submitForm(form: HTMLElement, timeoutMs = 15000): Promise<FormSavedDetail> {
  const root = scopeOf(form);
  const button = await waitFor(() => root.querySelector<HTMLElement>('.save-button'), 'the save button', timeoutMs);
  let saved: FormSavedDetail | undefined;
  const onSaved = (event: Event): void => void (saved = (event as CustomEvent<FormSavedDetail>).detail);
  form.addEventListener('form-saved', onSaved);
  try {
    // The last change renders before the click, as it would between a person's keystroke and click.
    await sleep(50);
    const clickedAt = performance.now();
    button.click();
    let refused: string[] = [];
    await waitFor(
      () => {
        if (saved) return true;
        const settled = performance.now() - clickedAt > 300 && button.getAttribute('aria-busy') !== 'true';
        refused = settled ? formErrors(root) : [];
        return refused.length > 0;
      },
      'the form to save',
      timeoutMs,
    );
    if (!saved) throw new Error(`the form did not save: ${refused.join('; ')}`);
    return saved;
  } finally {
    form.removeEventListener('form-saved', onSaved);
  }
}

/** The form's kind for the element's `state` attribute: add, edit, else detail. */
export const formKind = (state: string | undefined) => (state === 'add' || state === 'edit' ? state : 'detail');

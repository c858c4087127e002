/** Styles of the sub list and sub grid pages beyond the form's (PAGE_CSS has the sub table's). */
export const SUB_CSS = /* css */ `
.sub-parent { max-width: 420px; }
.sub-hint { margin: 0; }
.sub-page .form-actions { display: flex; align-items: center; justify-content: flex-end; gap: var(--sl-spacing-small); margin-top: var(--sl-spacing-small); }
.sub-page .grid-error::part(message) { display: flex; align-items: center; gap: var(--sl-spacing-small); flex-wrap: wrap; }
`;

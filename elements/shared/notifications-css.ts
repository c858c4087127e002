/** The notices' own CSS, apart from their component so that an element can adopt it before the component loads. */
export const notificationsCss = `
.notifications {
  position: fixed;
  top: var(--sl-spacing-medium);
  right: var(--sl-spacing-medium);
  z-index: var(--sl-z-index-toast);
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  width: min(26rem, calc(100vw - 2rem));
}
`;

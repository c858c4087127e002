/**
 * Hands a downloaded file to the user through a temporary link. This is the one DOM touch of
 * core/actions: a blob can only become a named file in the browser, and guarding `document`
 * keeps core importable in Node, where there is nothing to save to.
 */
export function saveInBrowser(blob: Blob, filename: string): void {
  if (typeof document === 'undefined' || typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

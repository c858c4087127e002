/** Catching the files the elements save (exports, attachments) instead of downloading them. */
import { waitFor } from './wait.ts';

/** A file the page saved: its name and the address (often a `blob:` one) it came from. */
export interface SavedFile {
  name: string;
  href: string;
}

/**
 * Runs `trigger` and collects the files the page saves meanwhile (a download link clicked with
 * a `download` name), until one arrives or `timeoutMs` passes. `win` is the window whose links
 * save them (a frame's, for pages loaded in one).
 */
export async function captureDownload(trigger: () => void, win: Window = window, timeoutMs = 10000): Promise<SavedFile> {
  const anchor = (win as typeof window).HTMLAnchorElement.prototype;
  const original = anchor.click;
  const saved: SavedFile[] = [];
  anchor.click = function click(this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
    else original.call(this);
  };
  try {
    trigger();
    return await waitFor(() => saved[0], 'the saved file', timeoutMs);
  } finally {
    anchor.click = original;
  }
}

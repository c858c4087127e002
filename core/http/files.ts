const FALLBACK_NAME = 'download';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*=UTF-8''...` form wins
 * (it carries non-ASCII names), then `filename="..."` or a bare `filename=...`.
 */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    const raw = extended[2].trim().replace(/^"|"$/g, '');
    return decode(raw);
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return decode(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  if (bare?.[1]) return decode(bare[1].trim());
  return undefined;
}

export function filenameOr(header: string | null | undefined, fallback = FALLBACK_NAME): string {
  return filenameFromDisposition(header) || fallback;
}

/** A file reply is JSON when the server reports a failure instead of the file (server contract). */
export function isJsonBlob(blob: Blob, contentType: string | null | undefined): boolean {
  return /json/i.test(contentType ?? '') || /json/i.test(blob.type);
}

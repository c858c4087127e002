import type { SystemVariable } from '../meta/types.ts';

/** Message of FM_MESSAGE (spec §3). */
export interface PlatformMessage {
  NAME: string;
  CONTENT: string;
  TYPE?: string;
  SCOPE?: string;
  SYSTEM?: string;
}

/** System variable of FM_SEARCH_PARAM (spec §3), used in texts as `#{NAME}`: meta's type. */
export type { SystemVariable };

/** Base64 of UTF-8 bytes to text (atob alone would garble every non-ASCII character). */
export function decodeBase64Utf8(value: string): string {
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** FM_MESSAGE/list reply: names and contents are base64 when `encrypt` is "1" (spec §7). */
export function decodeMessages(reply: { entitys?: unknown[]; encrypt?: unknown } | null | undefined): PlatformMessage[] {
  const encoded = String(reply?.encrypt ?? '') === '1';
  const read = (value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value);
    return encoded && text ? decodeBase64Utf8(text) : text;
  };
  return (reply?.entitys ?? []).map((entry) => {
    const row = entry as Record<string, unknown>;
    return { ...row, NAME: read(row.NAME), CONTENT: read(row.CONTENT) } as PlatformMessage;
  });
}

export function orderVariables(rows: readonly unknown[] | undefined): SystemVariable[] {
  return (rows ?? [])
    .map((entry) => {
      const row = entry as Record<string, unknown>;
      return { NAME: String(row.NAME ?? ''), VALUE: String(row.VALUE ?? ''), ORDER_NUM: Number(row.ORDER_NUM ?? 0) };
    })
    .sort((a, b) => a.ORDER_NUM - b.ORDER_NUM);
}

/** Variables keyed the way texts write them: `#{NAME}` → VALUE. */
export function variableMap(variables: readonly SystemVariable[]): Record<string, string> {
  return Object.fromEntries(variables.map((variable) => [`#{${variable.NAME}}`, variable.VALUE]));
}

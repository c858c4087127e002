/**
 * A record under approval (docs/server-contract.md "Workflow", "Approvals"): `get` names the lock
 * for the reader, and the form shows it before any save would be refused: every field read-only
 * but those the approval's current step lets this reader change (none for most readers).
 */

/** The lock `get` names (`bean.approval`): the approval and the fields the reader may still change. */
export interface RecordLock {
  instanceId: string;
  definitionId: string;
  /** The approval's name: `{ '010': zh, '011': en }` or plain text. */
  name: Record<string, string> | string;
  status: string;
  editable: string[];
}

/** The lock of a `get` reply's bean, when it names one in the expected shape. */
export function lockOf(bean: { approval?: unknown } | null | undefined): RecordLock | null {
  const a = bean?.approval as Partial<RecordLock> | undefined;
  if (!a || typeof a !== 'object' || !Array.isArray(a.editable)) return null;
  return {
    instanceId: String(a.instanceId ?? ''),
    definitionId: String(a.definitionId ?? ''),
    name: a.name ?? '',
    status: String(a.status ?? ''),
    editable: a.editable.map(String),
  };
}

/** The approval's name in the user's language ('010', '011'). */
export function lockName(lock: Pick<RecordLock, 'name'>, language: string): string {
  if (typeof lock.name === 'string') return lock.name;
  return lock.name[language] ?? lock.name['010'] ?? Object.values(lock.name)[0] ?? '';
}

interface ContentLike {
  fields?: unknown;
  [key: string]: unknown;
}

/**
 * The page content with the lock laid over it: the configured fields (else every attribute) read-only
 * (`DETAIL`) but the lock's editable ones, which keep their own state.
 */
export function lockedContent<C extends ContentLike>(content: C, attributes: readonly string[], lock: RecordLock | null): C {
  if (!lock) return content;
  const own = Array.isArray(content.fields) ? (content.fields as Array<{ attriName: string; state?: string }>) : [];
  const configured = own.length ? own : attributes.map((attriName) => ({ attriName }));
  const fields = configured.map((f) => (lock.editable.includes(f.attriName) ? f : { ...f, state: 'DETAIL' }));
  return { ...content, fields };
}

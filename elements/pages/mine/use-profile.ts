/**
 * What the "mine" page shows of the user: their own FM_USER record (core/session `userRecord`)
 * and the name of their department from the organisation tree (FM_DEPT `tree`). The department is
 * a nicety: when the tree cannot be read the profile shows without it.
 */
import { useCallback, useEffect, useState } from 'react';
import { toPlatformError } from '../../../core/index.ts';
import type { Http } from '../../../core/http/index.ts';
import type { Session } from '../../../core/session/index.ts';

type Row = Record<string, unknown>;

export interface Profile {
  status: 'loading' | 'ready' | 'error';
  record?: Row;
  department?: string;
  error?: Error;
  reload: () => void;
}

interface DeptNode {
  id?: unknown;
  name?: unknown;
  children?: unknown;
}

/** The department's name in the language (an i18n object or plain text), searched depth-first. */
export function departmentName(nodes: unknown, id: string, language: string, depth = 0): string | undefined {
  if (!Array.isArray(nodes) || depth > 32) return undefined;
  for (const node of nodes as DeptNode[]) {
    if (!node || typeof node !== 'object') continue;
    if (String(node.id) === id) {
      const name = node.name;
      if (typeof name === 'string') return name;
      if (name && typeof name === 'object') {
        const names = name as Record<string, unknown>;
        const picked = names[language] ?? names['010'];
        return typeof picked === 'string' ? picked : undefined;
      }
      return undefined;
    }
    const found = departmentName(node.children, id, language, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function useProfile(session: Session, http: Http, userId: string | undefined, language: string): Profile {
  const [state, setState] = useState<Omit<Profile, 'reload'>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    (async () => {
      const record = await session.userRecord();
      const deptId = typeof record?.DEPT === 'string' ? record.DEPT : '';
      const tree = deptId ? await http.request<unknown>({ entity: 'FM_DEPT', action: 'tree', silent: true }).catch(() => undefined) : undefined;
      if (live) setState({ status: 'ready', record, department: deptId ? departmentName(tree, deptId, language) : undefined });
    })().catch((failure: unknown) => {
      if (live) setState({ status: 'error', error: toPlatformError(failure) });
    });
    return () => void (live = false);
  }, [session, http, userId, language, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

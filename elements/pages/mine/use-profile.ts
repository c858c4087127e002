/**
 * What the "mine" page shows of the user: their own FM_USER record (core/session `userRecord`)
 * and the name of their department from the organisation tree (core/work `departmentTree`). The
 * department is a nicety: when the tree cannot be read the profile shows without it.
 */
import { useCallback, useEffect, useState } from 'react';
import { toPlatformError } from '../../../core/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { departmentName } from '../../../core/work/index.ts';
import type { Work } from '../../../core/work/index.ts';

type Row = Record<string, unknown>;

export interface Profile {
  status: 'loading' | 'ready' | 'error';
  record?: Row;
  department?: string;
  error?: Error;
  reload: () => void;
}

export function useProfile(session: Session, work: Pick<Work, 'departmentTree'>, userId: string | undefined, language: string): Profile {
  const [state, setState] = useState<Omit<Profile, 'reload'>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    (async () => {
      const record = await session.userRecord();
      const deptId = typeof record?.DEPT === 'string' ? record.DEPT : '';
      const tree = deptId ? await work.departmentTree().catch(() => undefined) : undefined;
      if (live) setState({ status: 'ready', record, department: deptId && tree ? departmentName(tree, deptId, language) : undefined });
    })().catch((failure: unknown) => {
      if (live) setState({ status: 'error', error: toPlatformError(failure) });
    });
    return () => void (live = false);
  }, [session, work, userId, language, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

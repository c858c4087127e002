import { describe, expect, it, vi } from 'vitest';
import { callSpec, createActions } from '../../../core/actions/index.ts';
import type { ActionsDeps, Operate } from '../../../core/actions/index.ts';
import { PlatformError } from '../../../core/errors/index.ts';
import { createContext } from '../../../core/instance/index.ts';
import type { RequestSpec } from '../../../core/http/index.ts';

// The workflow pages run approve, reject, hand-over and comment through the runner: an operate
// marked `process: true` posts to its action under /process/v1 instead of the generic `apply`.
function setup(reply: () => Promise<unknown>) {
  const context = createContext({ console: { error() {}, warn() {}, info() {}, log() {} } });
  const request = vi.fn(async (_spec: RequestSpec): Promise<unknown> => reply());
  const deps: ActionsDeps = { http: { request: request as ActionsDeps['http']['request'], download: vi.fn() } };
  const actions = createActions(context, deps);
  const messages = () => context.notifier.$notifications.get().map((note) => `${note.kind}:${note.message}`);
  return { actions, request, messages };
}

const approve: Operate = { name: 'approve', type: 'post', process: true, needSelect: 1, params: { taskId: '#[taskId]', comment: '#[comment]' } };

describe('process operates', () => {
  it('post to their action under /process/v1 with the resolved params; a comment holding placeholder text stays as typed', async () => {
    const { actions, request, messages } = setup(async () => ({ id: 'inst-1', status: 'approved' }));
    const row = { taskId: 'task-9', comment: '同意 #[ID] $[x]' };
    const result = await actions.run(approve, { entity: 'PROCESS', row, keyName: 'taskId' });
    expect(result).toMatchObject({ status: 'done', data: { status: 'approved' } });
    const spec = request.mock.calls[0]![0];
    expect(spec).toMatchObject({ entity: 'PROCESS', action: 'approve', process: true, method: 'POST' });
    expect(spec.data).toMatchObject({ taskId: 'task-9', comment: '同意 #[ID] $[x]', id: 'task-9' });
    expect(messages()).toEqual(['success:处理成功']);
  });

  it('a refusal is the server message (spec §8), and the call is not the generic apply', async () => {
    const { actions, messages } = setup(async () => {
      throw new PlatformError('error.forbidden', '您没有审批权限（process.approve）');
    });
    const result = await actions.run(approve, { entity: 'PROCESS', row: { taskId: 't' }, keyName: 'taskId' });
    expect(result).toMatchObject({ status: 'failed', done: false });
    expect(messages()).toEqual(['error:您没有审批权限（process.approve）']);
    expect(callSpec({ name: 'x', type: 'post' }, { entity: 'PROCESS' }, {})).toMatchObject({ action: 'apply' });
    expect(callSpec({ name: 'comment', process: true }, { entity: 'PROCESS' }, {})).toMatchObject({ action: 'comment', process: true });
  });
});

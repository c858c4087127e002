import type { Workspace } from '../workspace/index.ts';

export interface BackStack {
  /** Runs the newest page back action that handles back, else the workspace's; true when one did. */
  run(): boolean;
  /** Registers a page's own back action; returns unregister. */
  onBack(handler: () => boolean): () => void;
}

/** Page back actions, newest first: a popup opened last is the one back closes. */
export function createBackStack(workspace: Workspace): BackStack {
  const handlers: Array<() => boolean> = [];
  return {
    run() {
      for (let i = handlers.length - 1; i >= 0; i -= 1) if (handlers[i]!()) return true;
      return workspace.back();
    },
    onBack(handler) {
      handlers.push(handler);
      return () => {
        const index = handlers.lastIndexOf(handler);
        if (index >= 0) handlers.splice(index, 1);
      };
    },
  };
}

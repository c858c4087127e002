/** The organisation: the department tree call and the manager lookup the workflow's assignee rules use. */
import type { Route } from '../http/context.js';
import { departmentTree } from './tree.js';

export { managerOf } from './managers.js';
export { departmentTree, type Dept, type DeptUser } from './tree.js';

export const orgRoutes: Record<string, Route> = {
  'FM_DEPT/tree': { handler: departmentTree },
};

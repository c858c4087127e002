/**
 * Words of the approval pages (the approval index, the task list and the task page) in both
 * languages, [zh-CN, en-US] in core's one word table mechanism (`defineWords`, scope `workflow`).
 * Kept beside these pages, which load on demand, so the first load does not carry them. `%s`
 * marks the next argument. The task's confirm questions are core's (core/work words).
 */
import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

export { i18nText, personName } from '../../../core/work/index.ts';

const WORDS = {
  approvalTitle: ['审批中心', 'Approvals'],
  boxes: ['审批分类', 'Approval boxes'],
  waiting: ['待我审批', 'Waiting for me'],
  started: ['我发起的', 'Started by me'],
  done: ['我已审批', 'Done by me'],
  boxCount: ['%s（%s）', '%s (%s)'],
  searchWork: ['搜索标题、发起人或流程', 'Search the title, starter or process'],
  process: ['流程', 'Process'],
  title: ['标题', 'Title'],
  starter: ['发起人', 'Starter'],
  node: ['当前节点', 'Step'],
  time: ['时间', 'Time'],
  status: ['状态', 'Status'],
  running: ['审批中', 'In progress'],
  approved: ['已通过', 'Approved'],
  rejected: ['已退回', 'Sent back'],
  withdrawn: ['已撤回', 'Withdrawn'],
  openItem: ['打开 %s', 'Open %s'],
  noTask: ['该流程尚未产生任务', 'This process has no task yet'],
  taskListTitle: ['我的任务', 'My tasks'],
  kind: ['类型', 'Kind'],
  kindApproval: ['审批', 'Approval'],
  kindTodo: ['待办', 'To-do'],
  state: ['状态', 'State'],
  stateOpen: ['待处理', 'Open'],
  stateDone: ['已处理', 'Done'],
  stateAll: ['全部', 'All'],
  allProcesses: ['全部流程', 'All processes'],
  created: ['创建时间', 'Created'],
  due: ['截止时间', 'Due'],
  taskTitle: ['任务', 'Task'],
  noTaskId: ['没有指定任务（taskId）', 'No task is named (taskId)'],
  record: ['业务单据', 'Business record'],
  chart: ['流程图', 'Process chart'],
  history: ['审批记录', 'History'],
  historyEmpty: ['暂无审批记录', 'No history yet'],
  who: ['处理人', 'By'],
  action: ['操作', 'Action'],
  comment: ['意见', 'Comment'],
  actions: ['审批操作', 'Actions'],
  approve: ['同意', 'Approve'],
  resubmit: ['重新提交', 'Resubmit'],
  reject: ['退回', 'Reject'],
  handover: ['转交', 'Hand over'],
  addComment: ['添加意见', 'Add a comment'],
  start: ['发起', 'Started'],
  historyApprove: ['同意', 'Approved'],
  historyReject: ['退回', 'Sent back'],
  historyHandover: ['转交', 'Handed over'],
  historyComment: ['评论', 'Comment'],
  historyResubmit: ['重新提交', 'Resubmitted'],
  historyWithdraw: ['撤回', 'Withdrawn'],
  withdraw: ['撤回申请', 'Withdraw'],
  withdrawHint: [
    '审批期间记录已锁定；撤回后可修改记录并重新提交',
    'The record is locked while it is under approval; withdraw it to change it and submit it again',
  ],
  staleHint: [
    '记录在您打开后已被修改，页面已显示最新内容，请确认后再处理',
    'The record changed after you opened it; the page now shows the latest version, check it before you decide',
  ],
  handedTo: ['转交给 %s', 'to %s'],
  commentLabel: ['审批意见', 'Comment'],
  commentOptional: ['审批意见（选填）', 'Comment (optional)'],
  commentRequired: ['请填写意见', 'Please enter a comment'],
  rejectTo: ['退回到', 'Send back to'],
  handoverTo: ['转交给', 'Hand over to'],
  pickUser: ['选择人员', 'Choose a person'],
  changeUser: ['重新选择', 'Choose another'],
  noUserPicked: ['请选择要转交的人员', 'Choose the person to hand the task over to'],
  assignee: ['处理人', 'Assignee'],
  candidates: ['待处理人', 'Offered to'],
  taskDone: ['该任务已处理', 'This task has been handled'],
  editableHint: ['此节点可修改：%s', 'You may change at this step: %s'],
  noRightHint: ['您的角色没有审批权限（process.approve）', 'Your role has no approval right (process.approve)'],
  instancePath: ['流转路径：', 'Path taken: '],
} as const satisfies Record<string, readonly [string, string]>;

export type WorkWord = keyof typeof WORDS;
export type WorkTextFn = WordLookup<WorkWord>;

const words = defineWords('workflow', WORDS);

export function workWords(language: string): WorkTextFn {
  return words(language);
}

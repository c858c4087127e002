/**
 * Words of the approval pages (the approval index, the task list and the task page) in both
 * languages, [zh-CN ('010'), en-US ('011')] as the other label tables. Kept beside these pages,
 * which load on demand, so the first load does not carry them. `{n}` marks the n-th argument.
 */
const WORDS = {
  approvalTitle: ['审批中心', 'Approvals'],
  boxes: ['审批分类', 'Approval boxes'],
  waiting: ['待我审批', 'Waiting for me'],
  started: ['我发起的', 'Started by me'],
  done: ['我已审批', 'Done by me'],
  boxCount: ['{0}（{1}）', '{0} ({1})'],
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
  openItem: ['打开 {0}', 'Open {0}'],
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
  handedTo: ['转交给 {0}', 'to {0}'],
  commentLabel: ['审批意见', 'Comment'],
  commentOptional: ['审批意见（选填）', 'Comment (optional)'],
  commentRequired: ['请填写意见', 'Please enter a comment'],
  rejectTo: ['退回到', 'Send back to'],
  handoverTo: ['转交给', 'Hand over to'],
  pickUser: ['选择人员', 'Choose a person'],
  changeUser: ['重新选择', 'Choose another'],
  noUserPicked: ['请选择要转交的人员', 'Choose the person to hand the task over to'],
  confirmApprove: ['确定同意该申请吗？', 'Approve this request?'],
  confirmResubmit: ['确定重新提交吗？', 'Resubmit this request?'],
  assignee: ['处理人', 'Assignee'],
  candidates: ['待处理人', 'Offered to'],
  taskDone: ['该任务已处理', 'This task has been handled'],
  editableHint: ['此节点可修改：{0}', 'You may change at this step: {0}'],
  noRightHint: ['您的角色没有审批权限（process.approve）', 'Your role has no approval right (process.approve)'],
  instancePath: ['流转路径：', 'Path taken: '],
} as const satisfies Record<string, readonly [string, string]>;

export type WorkWord = keyof typeof WORDS;
export type WorkTextFn = (key: WorkWord, ...args: Array<string | number>) => string;

export function workWords(language: string): WorkTextFn {
  const index = language === '011' ? 1 : 0;
  return (key, ...args) => WORDS[key][index].replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

/** An i18n object of the process calls (`{ '010': zh, '011': en }`) in the UI language. */
export function i18nText(value: unknown, language: string, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return fallback;
  const labels = value as Record<string, unknown>;
  const picked = labels[language] ?? labels['010'] ?? Object.values(labels)[0];
  return typeof picked === 'string' && picked ? picked : fallback;
}

/** A user of the process calls by name in the UI language (the English name in en-US). */
export function personName(user: { name?: string; nameEn?: string; id?: string } | null | undefined, language: string): string {
  if (!user) return '';
  return (language === '011' ? user.nameEn || user.name : user.name || user.nameEn) || user.id || '';
}

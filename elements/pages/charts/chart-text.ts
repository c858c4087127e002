import { defineWords } from '../../../core/i18n/index.ts';
import type { WordLookup } from '../../../core/i18n/index.ts';

/**
 * Words of the charts (by category, process, organisation) in both languages, [zh-CN, en-US] in
 * core's one word table mechanism (`defineWords`), `%s` marking the next argument. The generic
 * states (loading, error, retry) come from kit/text.ts.
 */
const TEXTS = {
  processChart: ['流程图', 'Process chart'],
  noProcess: [
    '未指定流程：请在页面配置或参数中给出流程定义（definitionId）或流程实例（instanceId）',
    'No process given: the page config or the query must name a process definition (definitionId) or instance (instanceId)',
  ],
  badDefinition: ['流程定义不完整：缺少节点', 'The process definition is incomplete: it has no nodes'],
  badReply: ['服务器返回的数据格式不正确', 'The server replied with data in an unexpected shape'],
  chartLoadFailed: ['图表组件加载失败', 'The chart could not be loaded'],
  dataTable: ['数据表（文字说明）', 'Data table (text description)'],
  categorySummary: ['%s：%s 组数据', '%s: %s groups'],
  start: ['开始', 'Start'],
  task: ['任务', 'Task'],
  end: ['结束', 'End'],
  done: ['已完成', 'Done'],
  current: ['当前', 'Current'],
  waiting: ['未到达', 'Not reached'],
  always: ['无条件', 'Always'],
  taken: ['已经过', 'Taken'],
  stepsTitle: ['文字说明：节点与流转', 'Text description: steps and transitions'],
  steps: ['节点', 'Steps'],
  transitions: ['流转', 'Transitions'],
  pathTaken: ['已走过的路径', 'Path taken'],
  noPath: ['尚未流转', 'No transition taken yet'],
  assignee: ['处理人', 'Assignee'],
  role: ['角色 %s', 'role %s'],
  user: ['用户 %s', 'user %s'],
  starterManager: ['发起人的上级', "the starter's manager"],
  instanceOf: ['%s：%s', '%s: %s'],
  colon: ['：', ': '],
  status: ['状态', 'Status'],
  running: ['进行中', 'Running'],
  approved: ['已通过', 'Approved'],
  rejected: ['已驳回', 'Rejected'],
  withdrawn: ['已撤回', 'Withdrawn'],
  chartSummary: ['%s，%s 个节点，%s 条流转', '%s, %s steps, %s transitions'],
  orgChart: ['组织架构', 'Organisation'],
  orgSummary: ['组织架构图：%s 个部门，%s 人', 'Organisation chart — departments: %s, people: %s'],
  searchPeople: ['搜索部门或人员', 'Search departments or people'],
  matches: ['找到 %s 项', '%s found'],
  noMatch: ['没有找到匹配的部门或人员', 'No department or person matches'],
  expandAll: ['全部展开', 'Expand all'],
  collapseAll: ['全部收起', 'Collapse all'],
  people: ['%s 人', '%s person||%s people'],
  noDepartments: ['没有部门数据', 'There are no departments'],
  personCard: ['人员名片', 'Person card'],
  name: ['姓名', 'Name'],
  department: ['部门', 'Department'],
  title: ['职务', 'Title'],
  email: ['邮箱', 'Email'],
  phone: ['电话', 'Phone'],
  close: ['关闭', 'Close'],
  manager: ['负责人', 'Manager'],
  notGiven: ['—', '—'],
  pickDepartment: ['选择部门', 'Pick a department'],
  pickUser: ['选择人员', 'Pick a person'],
} as const;

export type ChartTextKey = keyof typeof TEXTS;
export type ChartTextFn = WordLookup<ChartTextKey>;

/** The charts' words in a language. */
export const chartText = defineWords('charts', TEXTS);

/** A server label keyed by language code (or a plain string) in the UI language: core/reports' `labelIn`. */
export { labelIn as i18nLabel } from '../../../core/reports/index.ts';

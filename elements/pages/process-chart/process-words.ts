/**
 * Words of the process chart beside the charts' own (charts/chart-text.ts): language-dependent
 * formats, [zh-CN, en-US] in core's one word table mechanism (`defineWords`, scope `process-chart`).
 */
import { defineWords } from '../../../core/i18n/index.ts';

export const processWords = defineWords('process-chart', {
  /** Between the parts of a node's assignee (role, user, the starter's manager). */
  assigneeSeparator: ['，', ', '],
});

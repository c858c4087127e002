/** The words the work controllers say themselves (the task's confirm questions), [zh-CN, en-US]. */
import { defineWords } from '../i18n/index.ts';

export const workWords = defineWords('work', {
  confirmApprove: ['确定同意该申请吗？', 'Approve this request?'],
  confirmResubmit: ['确定重新提交吗？', 'Resubmit this request?'],
  confirmWithdraw: ['确定撤回该申请吗？撤回后可修改记录并重新提交。', 'Withdraw this request? You can then change the record and submit it again.'],
});

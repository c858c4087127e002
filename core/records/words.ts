/** What the record controllers say themselves ([zh-CN, en-US], `%s` filled in order). */
import { defineWords } from '../i18n/index.ts';

export const recordWords = defineWords('records', {
  saving: ['正在提交，请稍后...', 'Submitting, please wait...'],
  saved: ['保存成功', 'Saved'],
  savedForApproval: [
    '保存成功，已提交审批（%s），审批结束或撤回前记录不能修改',
    'Saved and submitted for approval (%s): the record is locked until the approval ends or is withdrawn',
  ],
  invalid: ['请检查标红的字段', 'Please check the fields marked in red'],
  error: ['加载失败', 'Could not load the data'],
  saveFailed: ['保存失败', 'Could not save'],
  required: ['%s不能为空', '%s is required'],
  noRelation: ['“%s”没有可显示的子表', '"%s" has no child list to show'],
  unknownRelation: ['“%s”没有子表“%s”', '"%s" has no child list "%s"'],
  noParentEntity: ['没有指定上级实体（entity）', 'No parent entity is named (entity)'],
});

export type RecordWord = Parameters<ReturnType<typeof recordWords>>[0];

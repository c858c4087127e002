/**
 * The designer's own messages (what the document controller and the checks say), in core's one
 * word table mechanism: [zh-CN, en-US] with `%s` filled in order. The page's chrome has its own
 * table beside the page (elements/pages/designer/designer-text.ts).
 */
import { defineWords } from '../i18n/words.ts';
import type { WordLookup } from '../i18n/words.ts';

const WORDS = {
  saved: ['已保存为版本 %s', 'Saved as version %s'],
  saveFailed: ['保存失败：%s。所做的修改仍保留在此处。', 'Saving failed: %s. Your changes are still here.'],
  saveRefused: ['未保存：%s。所做的修改仍保留在此处。', 'Not saved: %s. Your changes are still here.'],
  textNotApplied: ['配置文本无法应用，请先改正文本', 'The config text cannot be applied: correct the text first'],
  textInvalid: ['第 %s 行：%s。面板保留上一次有效的配置。', 'Line %s: %s. The panel keeps the last valid config.'],
  textInvalidNoLine: ['%s。面板保留上一次有效的配置。', '%s. The panel keeps the last valid config.'],
  // The JSON5 reader's reasons (it words them in English only); the English is the reader's own.
  reasonCharacter: ['无效的字符“%s”', "invalid character '%s'"],
  reasonEnd: ['文本意外结束', 'invalid end of input'],
  reasonIdentifier: ['无效的标识符字符', 'invalid identifier character'],
  // Shapes of a config (the text view refuses them; the panel shows what it cannot draw)
  shapeListNotList: ['“%s”必须是列表', '"%s" must be a list'],
  shapeItemNotObject: ['“%s”的每一项都必须是对象', 'Every item of "%s" must be an object'],
  shapeItemWithoutCode: ['“%s”中有一项缺少字段名或名称', '"%s" has an item without its attribute name or name'],
  shapeNotText: ['“%s”必须是文字', '"%s" must be text'],
  shapeItemNotText: ['“%s”的每一项都必须是文字', 'Every item of "%s" must be text'],
  shapeNotMap: ['“%s”必须是对象', '"%s" must be an object'],
  shapeTooDeep: ['“%s”嵌套过深', '"%s" is nested too deep'],
  shapePageSize: ['“pageSize”必须是正整数', '"pageSize" must be a positive integer'],
  pageCondition: ['“%s”的条件无效：%s', 'The condition of "%s" is invalid: %s'],
  // Menus (the server's checks of a menu tree)
  menuModuleId: ['“moduleId”必须是“%s”', '"moduleId" must be "%s"'],
  menuNodeId: ['“%s”的 id 无效（字母、数字、_.-，最多 64 个）', '"%s" has an invalid id (letters, digits, _.-, at most 64)'],
  menuIdRepeats: ['菜单 id“%s”重复', 'The menu id "%s" repeats'],
  menuTooMany: ['菜单最多 %s 项', 'A menu holds at most %s entries'],
  menuName: ['“%s”的名称必须是 1 到 100 个字的文字', '"%s" needs a name of 1 to 100 characters'],
  menuOpenType: ['“%s”的打开方式必须是 0 到 9', 'The "openType" of "%s" must be 0 to 9'],
  // Report items: their labels in both languages, and what the server's report checker refuses
  measureCount: ['%s计数', 'Count of %s'],
  measureSum: ['%s合计', 'Sum of %s'],
  measureAvg: ['%s平均', 'Average of %s'],
  measureMin: ['%s最小', 'Minimum of %s'],
  measureMax: ['%s最大', 'Maximum of %s'],
  rowCount: ['记录数', 'Rows'],
  dimensions: ['维度', 'Dimensions'],
  measureId: ['编号', 'Id'],
  parameters: ['参数', 'Parameters'],
  reportIdWrong: ['报表定义的 id 必须是“%s”', 'The report definition\'s id must be "%s"'],
  reportNoEntity: ['请填写实体', 'Enter the entity'],
  reportDimensionCount: ['维度必须是一个或两个', 'There must be one or two dimensions'],
  reportDimensionNoField: ['第 %s 个维度缺少字段', 'Dimension %s has no field'],
  reportDimensionBucket: ['维度 %s 的时间粒度无效', 'Dimension %s has an invalid period'],
  reportMeasureCount: ['度量必须是 1 到 20 个', 'There must be 1 to 20 measures'],
  reportMeasureId: [
    '第 %s 个度量的编号无效（字母开头，只含字母、数字和下划线，不能是 dimension0 或 dimension1）',
    'Measure %s has an invalid id (a letter first, then letters, digits or underscores; not dimension0 or dimension1)',
  ],
  reportMeasureFn: ['度量 %s 的计算方式无效', 'Measure %s has an invalid function'],
  reportMeasureField: ['度量 %s 缺少字段', 'Measure %s has no field'],
  reportMeasureNotNumeric: ['度量 %s 的字段 %s 不是数值', 'Measure %s: the field %s is not numeric'],
  reportParamField: ['第 %s 个参数缺少字段', 'Parameter %s has no field'],
  reportParamMode: ['参数 %s 的比较方式无效', 'Parameter %s has an invalid mode'],
  reportParamType: ['参数 %s 的值类型无效', 'Parameter %s has an invalid value type'],
  reportRepeated: ['%s重复：%s', '%s repeat: %s'],
  // Which key of a record holds its name in the language shown (a menu node's, an author's)
  nameKey: ['name', 'nameEn'],
} as const;

/** A key of the designer's message table. */
export type DesignerWord = keyof typeof WORDS;
/** The designer's messages in one language. */
export type DesignerWords = WordLookup<DesignerWord>;

/** The designer's messages in a language ('011' English, else Chinese). */
export const designerWords = defineWords('designer', WORDS);

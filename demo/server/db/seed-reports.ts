/** Seeds the demo's report definitions on its orders and customers (docs/server-contract.md "Reports"). */
import { saveReport, type ReportDefinition } from '../reports/index.js';
import type { Db } from './schema.js';

const CLIENT = 'client-demo';
const n = (zh: string, en: string) => ({ '010': zh, '011': en });

const ORDERS = n('订单分析', 'Order analysis');
const CUSTOMERS = n('客户分析', 'Customer analysis');
const ORDER_DATE = { field: 'ORDERED_AT', mode: 'in_scope', label: n('下单日期', 'Order date'), dataType: 'date' as const };
const ORDER_STATUS = { field: 'STATUS', mode: 'in', label: n('订单状态', 'Order status'), dataType: 'code' as const, codeKey: 'ORDER_STATUS' };
const COUNT = { id: 'count', fn: 'count' as const, label: n('数量', 'Count') };

export const REPORTS: ReportDefinition[] = [
  {
    id: 'orders-by-region',
    name: n('各地区订单', 'Orders by region'),
    group: ORDERS,
    owner: 'user-bob',
    description: n(
      '按客户所在地区和订单状态汇总订单金额和数量（不含已取消的订单）',
      "Order amount and count by the customer's region and the order status (cancelled orders left out)",
    ),
    entity: 'ORDER',
    dimensions: [
      { field: 'CUSTOMER_ID.REGION', label: n('地区', 'Region') },
      { field: 'STATUS', label: n('状态', 'Status') },
    ],
    measures: [
      { id: 'amount', field: 'AMOUNT', fn: 'sum', label: n('金额', 'Amount') },
      { ...COUNT, label: n('订单数', 'Orders') },
    ],
    conditions: [{ field: 'STATUS', mode: 'not_equal', value: 'cancelled' }],
    parameters: [ORDER_DATE],
    chart: { type: 'bar', measures: ['amount'] },
  },
  {
    id: 'orders-by-month',
    name: n('月度订单', 'Orders by month'),
    group: ORDERS,
    owner: 'user-bob',
    description: n('每月的订单数量和金额，可与上期对比', 'Orders and amount per month, with the previous period for comparison'),
    entity: 'ORDER',
    dimensions: [{ field: 'ORDERED_AT', bucket: 'month', label: n('月份', 'Month') }],
    measures: [
      { ...COUNT, label: n('订单数', 'Orders') },
      { id: 'amount', field: 'AMOUNT', fn: 'sum', label: n('金额', 'Amount') },
    ],
    parameters: [ORDER_DATE, ORDER_STATUS],
    chart: { type: 'barLine', measures: ['count', 'amount'] },
  },
  {
    id: 'customers-by-level',
    name: n('客户等级分布', 'Customers by level'),
    group: CUSTOMERS,
    owner: 'user-admin',
    description: n('各等级客户的数量、信用额度合计和平均值', 'Customers, total and average credit limit per level'),
    entity: 'CUSTOMER',
    dimensions: [{ field: 'LEVEL', label: n('客户等级', 'Level') }],
    measures: [
      { ...COUNT, label: n('客户数', 'Customers') },
      { id: 'creditSum', field: 'CREDIT', fn: 'sum', label: n('信用额度合计', 'Total credit') },
      { id: 'creditAvg', field: 'CREDIT', fn: 'avg', label: n('平均信用额度', 'Average credit') },
    ],
    parameters: [
      { field: 'REGION', mode: 'begin', label: n('所在地区', 'Region'), dataType: 'code', codeKey: 'REGION' },
      { field: 'ACTIVE', mode: 'equal', label: n('是否启用', 'Active'), dataType: 'number' },
    ],
    chart: { type: 'pie', measures: ['count'] },
  },
  {
    id: 'customers-by-region-level',
    name: n('地区与等级', 'Customers by region and level'),
    group: CUSTOMERS,
    owner: 'user-admin',
    description: n('各地区各等级的客户数量', 'Customers per region and level'),
    entity: 'CUSTOMER',
    dimensions: [
      { field: 'REGION', label: n('所在地区', 'Region') },
      { field: 'LEVEL', label: n('客户等级', 'Level') },
    ],
    measures: [{ ...COUNT, label: n('客户数', 'Customers') }],
    parameters: [{ field: 'SIGNED_ON', mode: 'in_scope', label: n('签约日期', 'Signed on'), dataType: 'date' }],
    chart: { type: 'bar', measures: ['count'] },
  },
];

export function seedReports(db: Db): void {
  REPORTS.forEach((r, i) => saveReport(db, CLIENT, r, i + 1));
}

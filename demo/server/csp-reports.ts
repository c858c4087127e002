/**
 * Content-Security-Policy violation reports of the demo pages, kept while test hooks are on, so
 * that a browser journey can prove that no violation happened (the pages' CSP names this address
 * in `report-uri` then). `POST /__test/csp-report` takes a report; `GET /__test/csp-reports`
 * lists them; `DELETE` (or POST `/__test/csp-reports/clear`) forgets them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './http/reply.js';

export const CSP_REPORT_PATH = '/__test/csp-report';
const MAX_REPORTS = 500;

export interface CspReports {
  list: unknown[];
}

export const newCspReports = (): CspReports => ({ list: [] });

/** Answers the report paths; false for any other path. */
export async function handleCspReports(reports: CspReports, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  if (path === CSP_REPORT_PATH && req.method === 'POST') {
    const text = (await readBody(req)).toString('utf8');
    try {
      const report = JSON.parse(text) as unknown;
      if (reports.list.length < MAX_REPORTS) reports.list.push(report);
    } catch {
      // Not JSON: not a report.
    }
    res.statusCode = 204;
    res.end();
    return true;
  }
  if (path === '/__test/csp-reports') {
    sendJson(res, { code: '0', msg: 'ok', data: reports.list });
    return true;
  }
  if (path === '/__test/csp-reports/clear') {
    reports.list.length = 0;
    sendJson(res, { code: '0', msg: 'ok', data: null });
    return true;
  }
  return false;
}

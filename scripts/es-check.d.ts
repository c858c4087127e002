/** The part of es-check's Node API (lib/check-runner) that scripts/syntax-check.ts uses; es-check ships no types. */
declare module 'es-check' {
  export interface EsCheckConfig {
    files: string[];
    module?: boolean;
    checkFeatures?: boolean;
    checkBrowser?: boolean;
    browserslistQuery?: string;
  }
  export interface EsCheckBrowserGap {
    name: string;
    version: string;
    requiredVersion: string | false;
  }
  export interface EsCheckError {
    err: Error & { features?: string[]; browserDetails?: Record<string, EsCheckBrowserGap[]> };
    file: string;
    line?: number;
    column?: number;
  }
  /** Without a logger it neither prints nor exits the process: it returns what it found. */
  export function runChecks(configs: EsCheckConfig[]): { success: boolean; errors: EsCheckError[] };
}

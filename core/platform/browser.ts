/**
 * Spec §9: Chrome and Firefox below version 90 (the engines of the messaging webviews among
 * them) get the older PDF viewer build, pdf.js 2.4.456. Chromium-based browsers announce
 * `Chrome/NN`; Edge, Opera and the webviews add their own token beside it.
 */
export const OLD_ENGINE_BELOW = 90;

/** The engine and major version a user agent announces (Chrome or Firefox), else null. */
export function engineVersion(userAgent: string): { engine: 'chrome' | 'firefox'; major: number } | null {
  const match = /(Chrome|Chromium|Firefox)\/(\d+)/.exec(userAgent);
  if (!match) return null;
  return { engine: match[1] === 'Firefox' ? 'firefox' : 'chrome', major: Number(match[2]) };
}

/** Whether this browser gets pdf.js 2.4.456 instead of the current build. */
export function needsOldPdfViewer(userAgent: string): boolean {
  const version = engineVersion(userAgent);
  return version !== null && version.major < OLD_ENGINE_BELOW;
}

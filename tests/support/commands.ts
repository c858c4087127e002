/**
 * Test-runner commands from inside a test page: real key presses (puppeteer), viewport and
 * screenshots. The runner's own browser module is not a dependency of ours, so this speaks its
 * small web-socket protocol directly.
 */
const sessionId = new URL(location.href).searchParams.get('wtr-session-id');

interface CommandAnswer {
  executed?: boolean;
  result?: unknown;
}

export async function executeCommand<T = unknown>(command: string, payload?: unknown): Promise<T> {
  if (!sessionId) throw new Error(`command ${command} needs a page started by the test runner`);
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse(message: unknown): Promise<CommandAnswer>;
  };
  const answer = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command, payload });
  if (!answer.executed) throw new Error(`no test-runner plugin executed the command ${command}`);
  return answer.result as T;
}

/** Presses keys in the browser as a user does (focus moves, key events are trusted). */
export function press(key: string): Promise<void> {
  return executeCommand('send-keys', { press: key });
}

export function typeText(text: string): Promise<void> {
  return executeCommand('send-keys', { type: text });
}

export function setViewport(width: number, height: number): Promise<void> {
  return executeCommand('set-viewport', { width, height });
}

/** Saves tests/screenshots/<name>.png (not committed; for checking by eye). */
export function saveScreenshot(name: string, fullPage = false): Promise<{ path: string }> {
  return executeCommand('save-screenshot', { name, fullPage });
}

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

interface RunnerSocket {
  webSocket: WebSocket;
  webSocketOpened: Promise<void>;
  getNextMessageId(): number;
}

/**
 * Sends over the socket the runner's own page script opened (`window.__WDS_WEB_SOCKET__`).
 * Importing the runner's socket module again does not reuse it: vite serves the dynamic import
 * as `...web-socket.js?import`, a second module that opens a second socket, and from the second
 * test file on that socket never opens, so every command waited until its 20 s time-out.
 */
function sendOverRunnerSocket(message: Record<string, unknown>): Promise<CommandAnswer> {
  const runner = (window as unknown as { __WDS_WEB_SOCKET__?: RunnerSocket }).__WDS_WEB_SOCKET__;
  if (!runner) return Promise.reject(new Error('the test runner socket is missing'));
  const id = runner.getNextMessageId();
  return new Promise<CommandAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      runner.webSocket.removeEventListener('message', onMessage);
      reject(new Error(`no answer to the command ${String(message.command)} within 20000 ms`));
    }, 20000);
    function onMessage(event: MessageEvent) {
      const reply = JSON.parse(String(event.data)) as { type?: string; id?: number; error?: string; response?: CommandAnswer };
      if (reply.type !== 'message-response' || reply.id !== id) return;
      clearTimeout(timer);
      runner!.webSocket.removeEventListener('message', onMessage);
      if (reply.error) reject(new Error(reply.error));
      else resolve(reply.response ?? {});
    }
    runner.webSocket.addEventListener('message', onMessage);
    void runner.webSocketOpened.then(() => runner.webSocket.send(JSON.stringify({ ...message, id })));
  });
}

export async function executeCommand<T = unknown>(command: string, payload?: unknown): Promise<T> {
  if (!sessionId) throw new Error(`command ${command} needs a page started by the test runner`);
  const answer = await sendOverRunnerSocket({ type: 'wtr-command', sessionId, command, payload });
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

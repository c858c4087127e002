// Test-runner command `print-line`: a browser test hands a line (a suite's counts) to the runner,
// which prints it once the run ends. The default reporter shows no browser logs of passing files.
export function printPlugin() {
  const lines = [];
  return {
    name: 'print-line',
    async executeCommand({ command, payload }) {
      if (command !== 'print-line') return undefined;
      const line = String(payload?.line ?? '');
      lines.push(line);
      return { printed: true };
    },
    async serverStop() {
      for (const line of lines) console.log(line);
    },
  };
}

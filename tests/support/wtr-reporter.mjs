// Prints `N passed, N failed` on a line of its own once the run ends: the default reporter only
// shows counts inside its progress bar, which CI logs do not keep.

function suiteDuration(suite) {
  let total = 0;
  for (const test of suite?.tests ?? []) total += test.duration ?? 0;
  for (const child of suite?.suites ?? []) total += suiteDuration(child);
  return total;
}

function countSuite(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite?.suites ?? []) countSuite(child, totals);
}

export function countReporter() {
  let sessionsSeen = [];
  return {
    onTestRunFinished({ sessions }) {
      sessionsSeen = sessions;
    },
    stop() {
      const totals = { passed: 0, failed: 0 };
      for (const session of sessionsSeen) {
        const before = totals.failed + totals.passed;
        countSuite(session.testResults, totals);
        // A file that failed to load (syntax error, a throwing import) has no test results.
        const loadFailed = !session.passed && totals.failed + totals.passed === before;
        if (loadFailed || (session.errors?.length && totals.failed === 0 && !session.passed)) totals.failed += 1;
      }
      // The slowest files, to keep the suite within its time (README: under 10 minutes).
      const slowest = sessionsSeen
        .map((session) => [suiteDuration(session.testResults), session.testFile])
        .sort((a, b) => b[0] - a[0])
        .slice(0, 12);
      const inTests = sessionsSeen.reduce((sum, session) => sum + suiteDuration(session.testResults), 0);
      console.log(`\n${sessionsSeen.length} test files, ${(inTests / 1000).toFixed(1)} s inside their tests`);
      console.log(`\nslowest test files: ${slowest.map(([ms, file]) => `${file.replace(/^.*?tests\//, 'tests/')} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
      console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
    },
  };
}

// Page settings of the strict host page, and what it records for its test: every CSP violation
// and every uncaught error. With `?default=before` the host makes its own Trusted Types default
// policy, which refuses everything, before the elements load (strict.js makes it after them).
window.frameSettings = { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: 'strict' };
window.hostRecord = { violations: [], errors: [] };
document.addEventListener('securitypolicyviolation', (event) => {
  window.hostRecord.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`);
});
window.addEventListener('error', (event) => window.hostRecord.errors.push(`error ${event.message}`));
window.addEventListener('unhandledrejection', (event) => window.hostRecord.errors.push(`rejection ${event.reason}`));
window.makeHostDefaultPolicy = () => {
  const refuse = () => null;
  window.trustedTypes?.createPolicy('default', { createHTML: refuse, createScript: refuse, createScriptURL: refuse });
  window.hostRecord.defaultPolicy = true;
};
if (new URLSearchParams(location.search).get('default') === 'before') window.makeHostDefaultPolicy();

// Page settings of the strict host page, and what it records for its test: every CSP violation
// and every uncaught error. `makeHostDefaultPolicy` makes the host's own Trusted Types default
// policy, which refuses everything: the page's inline (nonce) script calls it before the elements
// load with `?default=before`, strict.js after them with `?default=after`.
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

// Page settings of the compat-mode page: configuration scripts of the pages (compileJS, mounted
// and destroyed handlers written as text) run here, so this page alone is served with 'unsafe-eval'
// and lets the elements create the Trusted Types `default` policy that `new Function` goes through.
window.frameSettings = {
  ipBase: location.origin,
  serverConfigured: true,
  defaultClient: 'demo',
  defaultSystem: 'crm',
  configTextMode: 'compat',
  trustedTypesDefaultPolicy: true,
};

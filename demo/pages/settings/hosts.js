// Page settings of the host pages (plain HTML, React, Vue), read once by core when the elements
// load: client and system named once, so every element on the page shares one core instance (one
// session, one token, one cache). Strict mode: no configuration text is evaluated, as the CSP of
// the demo pages allows no 'unsafe-eval'.
window.frameSettings = {
  ipBase: location.origin,
  serverConfigured: true,
  defaultClient: 'demo',
  defaultSystem: 'crm',
  configTextMode: 'strict',
};

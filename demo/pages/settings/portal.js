// The portal names its client and system once; every element on the page shares one core
// instance (one session, one token, one cache). Strict mode, as the full shell.
window.frameSettings = {
  ipBase: location.origin,
  serverConfigured: true,
  defaultClient: 'demo',
  defaultSystem: 'crm',
  configTextMode: 'strict',
};

// Page settings of the full shell, read once by core when the elements load. The API is on this
// origin; with ipBase set, calls carry the Bearer token the login returned. Strict mode: no
// configuration text is ever evaluated, so the page runs under a CSP without 'unsafe-eval'. The
// service worker (served at /sw.js by the reference server) lets the shell start offline after
// one visit and offers a reload when a new version is deployed.
window.frameSettings = { ipBase: location.origin, serverConfigured: true, configTextMode: 'strict', serviceWorker: 'sw.js' };

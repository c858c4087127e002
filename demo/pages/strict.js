// Runs after the elements' module (module scripts run in order): `?default=after` makes the host's
// refusing default policy now, once the elements have made theirs.
if (new URLSearchParams(location.search).get('default') === 'after') window.makeHostDefaultPolicy();

/* Business bundle of the demo "crm" system, listed by FM_SYSTEM_WEBPACK/listWebpackUrl.
   It registers one page component in the shell's page registry when the frame object exists. */
(function () {
  var frame = window.frame;
  window.__crmBundleLoaded = (window.__crmBundleLoaded || 0) + 1;
  if (!frame || !frame.registry || typeof frame.registry.register !== 'function') return;
  frame.registry.register('crm-welcome', function CrmWelcome() {
    var el = document.createElement('div');
    el.className = 'crm-welcome';
    el.textContent = '欢迎使用客户关系管理系统';
    return el;
  });
})();

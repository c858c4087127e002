/* Business bundle of the demo "crm" system, listed by FM_SYSTEM_WEBPACK/listWebpackUrl.
   It registers one page in the shell's page registry when the frame object exists. The bundle
   has no React of its own, so the page is a DOM page: it draws into the container it is given. */
(function () {
  var frame = window.frame;
  window.__crmBundleLoaded = (window.__crmBundleLoaded || 0) + 1;
  if (!frame || !frame.registry || typeof frame.registry.register !== 'function') return;
  frame.registry.register('crm-welcome', {
    mount: function (container) {
      var box = document.createElement('div');
      box.className = 'crm-welcome';
      box.textContent = '欢迎使用客户关系管理系统';
      container.appendChild(box);
    },
  });
})();

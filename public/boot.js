// Starts the shop's JavaScript on a server-rendered page (server/modules/page/shell.ts) once the
// browser has painted it: the page shows from its HTML at once, and its scripts do not compete
// with the page's first paint for the connection. `data-entry` is the app's entry module,
// `data-preload` the modules it and the page's screen import, asked for together with it.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // Two frames: the first is the one the browser paints the page in.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();

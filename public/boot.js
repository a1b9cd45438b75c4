// Starts the shop's JavaScript on a server-rendered page (server/modules/page/shell.ts) once the
// browser has painted it: the page shows from its HTML at once, and its scripts do not compete
// with the page's first paint for the connection. `data-entry` is the app's entry module,
// `data-preload` the modules it and the page's screen import, asked for together with it.
// `data-stages` are the packages' chunks among them: each is evaluated in a task of its own before
// the entry, so a phone runs several short tasks instead of one long one (a tap is answered
// between them). The shop's own modules evaluate with the entry, in the order they always do.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var stages = (script.getAttribute('data-stages') || '').split(' ').filter(Boolean);
  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }
  // A stage that fails to load is left to the entry, which imports it again and reports it.
  function evaluate(index) {
    if (index === stages.length) return import(entry);
    return import(stages[index])
      .catch(function () {})
      .then(nextTask)
      .then(function () {
        return evaluate(index + 1);
      });
  }
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    evaluate(0);
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

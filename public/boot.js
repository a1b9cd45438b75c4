// Starts the shop's JavaScript on a server-rendered page (server/modules/page/shell.ts) once the
// browser has painted it: the page shows from its HTML at once, and its scripts do not compete
// with the page's first paint for the connection. `data-entry` is the app's entry module,
// `data-preload` the modules it and the page's screen import, asked for together with it.
// `data-stages` are the chunks among them that draw nothing (the packages, the shop api): each is
// evaluated in a task of its own before the entry, so a phone runs several short tasks instead of
// one long one (a tap is answered between them). The shop's components evaluate with the entry,
// in the order they always do (styled-components numbers them in that order).
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
  // Each link costs the main thread a few milliseconds to start its request (tens on a slow
  // phone), so they go in a few at a time, a task each.
  var LINKS_A_TASK = 4;
  function preloadSome(queue) {
    var links = document.createDocumentFragment();
    queue.splice(0, LINKS_A_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    if (queue.length > 0) setTimeout(preloadSome, 0, queue);
  }
  function start() {
    preloadSome(preload.slice());
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

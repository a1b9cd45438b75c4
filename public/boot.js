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
  // The scripts start once the browser has shown the page (its first contentful paint, as the
  // Paint Timing API reports it: the frame the page was drawn in is then on the screen, not only
  // committed, which two animation frames alone did not make sure of) and the pictures the page
  // asks for first (fetchpriority="high", the largest one in view) have come. Until then their
  // requests would share the connection with that picture and hold its paint back. A browser
  // without paint timing, or a page that never paints (a tab opened in the background), starts
  // them after MAX_WAIT_MS.
  var MAX_WAIT_MS = 3000;
  function shown() {
    return new Promise(function (resolve) {
      if (typeof PerformanceObserver === 'undefined') return resolve();
      var types = PerformanceObserver.supportedEntryTypes || [];
      if (types.indexOf('paint') < 0) return resolve();
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    });
  }
  function firstPicturesCome() {
    var pending = Array.prototype.filter.call(
      document.querySelectorAll('img[fetchpriority="high"]'),
      function (image) {
        return !image.complete;
      },
    );
    return Promise.all(
      pending.map(function (image) {
        return new Promise(function (resolve) {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      }),
    );
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  function whenShown() {
    setTimeout(startOnce, MAX_WAIT_MS);
    Promise.all([shown(), firstPicturesCome()]).then(startOnce);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenShown);
  else whenShown();
})();

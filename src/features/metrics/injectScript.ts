/**
 * Adds an async `<script>` to the head. Async scripts never block parsing or rendering, which is
 * why third-party counters are loaded this way (spec §2 "Layout").
 */
export function injectAsyncScript(src: string, onLoad?: () => void): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (onLoad) script.addEventListener('load', onLoad);
  document.head.appendChild(script);
  return script;
}

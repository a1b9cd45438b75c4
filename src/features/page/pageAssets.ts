import type { PageJson } from '@features/api';

/**
 * Page scripts collected in a batch are flushed after this delay at the latest.
 * @internal exported for a test only
 */
export const SCRIPT_BATCH_FLUSH_MS = 3000;

/** Marks the assets a page brought, with their hash. */
const HASH_ATTRIBUTE = 'data-page-asset';

/**
 * Loads the css and js a CMS page brings (spec §3 "Page state", R-PAGE-7). Each asset is known by
 * its hash and loaded at most once per document, however often pages bring it. The scripts of one
 * page form a batch: files are added in order (`async = false` keeps their order), inline scripts
 * wait for every file of the batch — they usually call into them — but SCRIPT_BATCH_FLUSH_MS at
 * the latest, so one slow or blocked file cannot hold the page's own code back forever.
 * @internal exported for a test only
 */
export function createPageAssetLoader(ownDocument?: Document) {
  // Looked up when used: the module is also loaded by the server renderer, which has no document.
  const docOf = () => ownDocument ?? document;
  const loaded = new Set<string>();
  const isNew = ({ hash }: { hash: string }) => {
    if (loaded.has(hash)) return false;
    loaded.add(hash);
    return true;
  };

  return {
    loadCss(css: PageJson['css']) {
      for (const { hash, href } of css.filter(isNew)) {
        const link = docOf().createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.setAttribute(HASH_ATTRIBUTE, hash);
        docOf().head.append(link);
      }
    },

    /** Returns a function that drops the batch's inline scripts not yet run (page left). */
    runScripts(js: PageJson['js']): () => void {
      const batch = js.filter(isNew);
      const files = batch.filter((script) => script.src);
      const inline = batch.filter((script) => !script.src && script.content);
      let pendingFiles = files.length;
      let flushed = false;
      let timer: ReturnType<typeof setTimeout> | undefined;

      const flush = () => {
        if (flushed) return;
        flushed = true;
        clearTimeout(timer);
        for (const { hash, content = '' } of inline) {
          const script = docOf().createElement('script');
          script.textContent = content;
          script.setAttribute(HASH_ATTRIBUTE, hash);
          docOf().body.append(script);
        }
      };
      const fileSettled = () => {
        pendingFiles -= 1;
        if (pendingFiles === 0) flush();
      };

      for (const { hash, src = '' } of files) {
        const script = docOf().createElement('script');
        script.src = src;
        script.async = false;
        script.setAttribute(HASH_ATTRIBUTE, hash);
        script.addEventListener('load', fileSettled);
        script.addEventListener('error', fileSettled);
        docOf().body.append(script);
      }
      if (pendingFiles === 0) flush();
      else timer = setTimeout(flush, SCRIPT_BATCH_FLUSH_MS);

      return () => {
        if (flushed) return;
        // Not run, so not loaded: the next visit of the page brings them again.
        flushed = true;
        clearTimeout(timer);
        inline.forEach(({ hash }) => loaded.delete(hash));
      };
    },
  };
}

/** The document's one loader: the "once" of R-PAGE-7 spans every page of the visit. */
export const pageAssets = createPageAssetLoader();

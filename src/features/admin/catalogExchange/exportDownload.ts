import { CSRF_HEADER, CSRF_HEADER_VALUE, type CatalogExportSummary } from '@features/api';
import { downloadName } from './exportForm';

/** spec §7: the exchange's one url (issue 14), behind the configured base url. */
export const EXCHANGE_URL = `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/admin/catalog/exchange`;

/** issue 25 point 5: the export as a link the browser downloads itself, and its summary. */
export const EXPORT_URL = `${EXCHANGE_URL}/export`;
const SUMMARY_URL = `${EXPORT_URL}/summary`;

const DOWNLOAD_FAILED = 'Не удалось получить файл. Попробуйте ещё раз.';

/** Hands a downloaded file to the browser as a saved file. */
export type SaveFile = (file: Blob, name: string) => void;

const saveWithBrowser: SaveFile = (file, name) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the blob is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Starts the browser's own download of `url`, which saves the file as it comes, with the browser's
 * progress; calls `failed` with the server's Russian text when an error comes instead of a file.
 */
export type StartDownload = (url: string, failed: (message: string) => void) => void;

/**
 * A hidden frame opens the link: a file becomes a download and the frame never loads, while an
 * error answer loads in it and is read from there (same origin). A link with `download` would save
 * the error as the file instead. The frame of a started download stays, hidden: removing it might
 * cancel the download in some browsers.
 */
export const startBrowserDownload: StartDownload = (url, failed) => {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Выгрузка';
  frame.addEventListener('load', () => {
    const message = errorMessageOf(frame.contentDocument?.body?.textContent ?? '');
    frame.remove();
    if (message) failed(message);
  });
  frame.src = url;
  document.body.append(frame);
};

/** issue 25 point 5: what the export of `query` will hold, asked before the download starts. */
export async function exportSummary(query: string): Promise<CatalogExportSummary> {
  let answer: Response;
  try {
    answer = await fetch(`${SUMMARY_URL}?${query}`, { credentials: 'include' });
  } catch {
    throw new Error(DOWNLOAD_FAILED);
  }
  if (!answer.ok) throw new Error(await errorText(answer));
  return (await answer.json()) as CatalogExportSummary;
}

/**
 * R-CSV-7: posts the export form as the browser would encode it (its fields and the pressed
 * button's `action`) and saves the answer as a file. A native submit cannot carry the CSRF header
 * every write needs (docs/decisions.md "Files are fetched, not submitted"), so the form is sent
 * with fetch; the server streams the file all the same. Rejects with the server's Russian text.
 */
export async function downloadExport(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  save: SaveFile = saveWithBrowser,
): Promise<void> {
  const fields = new FormData(form, submitter);
  const body = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
  let answer: Response;
  try {
    answer = await fetch(EXCHANGE_URL, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
  } catch {
    throw new Error(DOWNLOAD_FAILED);
  }
  if (!answer.ok) throw new Error(await errorText(answer));
  const action = body.get('action') ?? 'export';
  const fallback = action === 'propertiesInfo' ? 'columns.html' : 'catalog-template.csv';
  save(await answer.blob(), downloadName(answer.headers.get('Content-Disposition'), fallback));
}

async function errorText(answer: Response): Promise<string> {
  try {
    return errorMessageOf(await answer.text()) ?? DOWNLOAD_FAILED;
  } catch {
    return DOWNLOAD_FAILED;
  }
}

/** The Russian text of the server's error answer (`{"error":{"message":…}}`), if `text` is one. */
function errorMessageOf(text: string): string | null {
  try {
    const data = JSON.parse(text) as { error?: { message?: unknown } } | null;
    return typeof data?.error?.message === 'string' ? data.error.message : null;
  } catch {
    return null;
  }
}

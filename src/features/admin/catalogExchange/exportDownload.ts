import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@features/api';
import { downloadName } from './exportForm';

/** spec §7: the exchange's one url (issue 14), behind the configured base url. */
export const EXCHANGE_URL = `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/admin/catalog/exchange`;

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
  const fallback = action === 'propertiesInfo' ? 'columns.html' : `catalog-${action}.csv`;
  save(await answer.blob(), downloadName(answer.headers.get('Content-Disposition'), fallback));
}

async function errorText(answer: Response): Promise<string> {
  try {
    const data = (await answer.json()) as { error?: { message?: unknown } };
    return typeof data.error?.message === 'string' ? data.error.message : DOWNLOAD_FAILED;
  } catch {
    return DOWNLOAD_FAILED;
  }
}

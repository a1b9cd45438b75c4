import { errorMessageOf } from '@features/api';

/** Why an upload did not become a job, and whether sending the same file again may help. */
export interface UploadProblem {
  text: string;
  retry: boolean;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * Issue 14 point 6: a refused file (400, 413) shows the server's Russian text, and sending it
 * again would be refused again; a lost connection or a server fault offers a retry.
 */
export function uploadProblemOf(error: unknown): UploadProblem {
  const status = statusOf(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
    return { text: 'Файл не отправлен: нет связи с сервером.', retry: true };
  if (status === 413)
    return { text: errorMessageOf(error, 'Файл больше допустимого (200 МБ).'), retry: false };
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { text: errorMessageOf(error, 'Сервер не принял файл.'), retry: false };
  return {
    text: errorMessageOf(error, 'Сервер не смог принять файл. Попробуйте ещё раз.'),
    retry: true,
  };
}

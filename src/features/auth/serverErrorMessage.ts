import { AUTH_ERRORS } from './authTexts';

/**
 * The Russian text of a failed call: the server answers `{ error: { code, message } }`
 * (ARCHITECTURE §3), which RTK Query puts in `error.data`.
 */
export function serverErrorMessage(error: unknown): string {
  const data = (error as { data?: { error?: { message?: unknown } } } | null)?.data;
  const message = data?.error?.message;
  return typeof message === 'string' && message.trim() ? message : AUTH_ERRORS.unknown;
}

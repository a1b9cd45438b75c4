export type PhotoErrorCode = 'NOT_IMAGE' | 'BROKEN' | 'TOO_MANY_PIXELS' | 'TOO_LARGE_TO_DECODE';

/** Why a photo cannot be used; the caller turns the code into the customer's message. */
export class PhotoError extends Error {
  constructor(
    readonly code: PhotoErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

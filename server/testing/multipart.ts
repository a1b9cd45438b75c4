import { randomBytes } from 'node:crypto';

/** The file part of a multipart form. */
export interface FormFile {
  /** The form field that holds the file. */
  field: string;
  filename: string;
  /** Its Content-Type, as the browser guesses it from the name. */
  type: string;
  bytes: Uint8Array;
}

/**
 * A multipart/form-data body as a browser's FormData sends it: the fields in their order, then
 * the file, if any. The boundary is random, as a browser's: a fixed one could turn up inside a
 * file's bytes.
 */
export function multipartForm(
  fields: Iterable<readonly [string, string]>,
  file: FormFile | null = null,
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----testForm${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

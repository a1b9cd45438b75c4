import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError, type FileUploads } from '../../shared';

/** issue 14: a file up to 200 MB (about a million rows), more than any anchor's cap. */
const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
const TOO_LARGE_MESSAGE = 'Файл больше 200 МБ';
const EMPTY_FILE_MESSAGE = 'Файл пустой';
const NO_UPLOAD_MESSAGE = 'Выберите файл CSV для загрузки';

export interface StoredUpload {
  /** The generated name the form's field carries on to the schema and the action. */
  name: string;
  path: string;
  originalName: string;
  size: number;
}

const stored = new WeakMap<FastifyRequest, StoredUpload>();

/** The folder the uploaded import files stay in until their job is finished. */
export const importsDir = (dataDir: string) => path.resolve(dataDir, 'uploads', 'imports');

/**
 * withFormPosts' file hook for the exchange's POST: the `file` part streams to disk under a
 * generated name (never the client's), so a 200 MB file never sits in memory.
 */
export function importUploads(dataDir: string): FileUploads {
  return {
    release: releaseUpload,
    maxBytes: MAX_IMPORT_BYTES,
    store: async (part: MultipartFile, request: FastifyRequest): Promise<string> => {
      const dir = importsDir(dataDir);
      await mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(8).toString('hex')}.csv`;
      const target = path.join(dir, name);
      try {
        await pipeline(part.file, createWriteStream(target));
      } catch (error) {
        await rm(target, { force: true });
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'TOO_LARGE', TOO_LARGE_MESSAGE);
        throw error;
      }
      if (part.file.truncated) {
        await rm(target, { force: true });
        throw new HttpError(413, 'TOO_LARGE', TOO_LARGE_MESSAGE);
      }
      const { size } = await stat(target);
      if (size === 0) {
        await rm(target, { force: true });
        throw badRequest(EMPTY_FILE_MESSAGE, 'VALIDATION');
      }
      stored.set(request, { name, path: target, originalName: part.filename || name, size });
      return name;
    },
  };
}

/**
 * The file this very request uploaded under `name`. A JSON body may name any text as the file, so
 * only what the hook stored for this request counts.
 */
export function uploadOf(request: FastifyRequest, name: string): StoredUpload {
  const upload = stored.get(request);
  if (!upload || upload.name !== name) throw badRequest(NO_UPLOAD_MESSAGE, 'VALIDATION');
  return upload;
}

/** The job now owns the file: the answer's release leaves it on disk. */
export function takeUpload(request: FastifyRequest): void {
  stored.delete(request);
}

/** After the answer: a stored file no job took (the request failed after the upload) is removed. */
async function releaseUpload(request: FastifyRequest): Promise<void> {
  const upload = stored.get(request);
  stored.delete(request);
  if (upload) await rm(upload.path, { force: true });
}

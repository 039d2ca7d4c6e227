// One file's upload with progress: fetch cannot report how much of a body has gone, so this is
// XMLHttpRequest with FormData, the fields the server reads before the file part
// (POST /api/files/worker, packages/domain/src/api/files.ts).
import { fileContracts } from '@tuura/domain/api/files';
import type { FileCreateFields, FileEntry } from '@tuura/domain/schemas/file';
import { ApiError, type ErrorBody, NetworkError } from '../../api/client.ts';
import type { UploadProblem } from './uploadQueue.ts';

/** Where uploads go; `isPublic` publishes them at once (the organisation's public files). */
export type UploadTarget = { parent?: string; space?: FileCreateFields['space']; isPublic?: boolean };

export type SentUpload = { done: Promise<FileEntry>; abort: () => void };

/** The multipart body: the fields first, then the part named `file` (the server streams it). */
export function uploadBody(file: File, target: UploadTarget): FormData {
  const form = new FormData();
  form.append('type', 'file');
  if (target.parent) form.append('parent', target.parent);
  if (target.space) form.append('space', target.space);
  if (target.isPublic) form.append('isPublic', 'true');
  form.append('file', file, file.name);
  return form;
}

export function sendUpload(
  file: File,
  target: UploadTarget,
  onProgress: (loaded: number) => void,
  newRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): SentUpload {
  const xhr = newRequest();
  const done = new Promise<FileEntry>((resolve, reject) => {
    xhr.open(fileContracts.create.method, fileContracts.create.path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'file' in body)
        resolve((body as { file: FileEntry }).file);
      else reject(new ApiError(xhr.status, errorBodyOf(xhr.status, body)));
    };
    xhr.onerror = () => reject(new NetworkError('upload failed'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.send(uploadBody(file, target));
  });
  return { done, abort: () => xhr.abort() };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorBodyOf(status: number, body: unknown): ErrorBody {
  if (body && typeof body === 'object' && 'message' in body) return body as ErrorBody;
  return { statusCode: status, error: `HTTP ${status}`, message: `HTTP ${status}` };
}

/** The server's refusal as the queue shows it: size, quota and type are told like the page's own. */
export function problemOf(error: unknown, size: number): UploadProblem {
  if (error instanceof ApiError) {
    const { key, params } = error.body;
    if (key === 'file.tooLarge') return { kind: 'tooLarge', size };
    if (key === 'file.typeRefused') return { kind: 'type' };
    if (key === 'file.quotaExceeded')
      return { kind: 'quota', size, available: Number(params?.available ?? 0) };
  }
  return { kind: 'error', error };
}

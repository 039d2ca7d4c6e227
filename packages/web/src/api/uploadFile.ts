// PUT of a file as the request body itself (the avatar, the logo; decision 108): `call` sends
// JSON, so this sends the File as it is and reads the answer and errors the same way.
import { ApiError, NetworkError } from './client.ts';

export async function putFile<T>(path: string, file: File): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch (error) {
    throw new NetworkError(String(error));
  }
  const data = await res.json().catch(() => undefined);
  if (!res.ok)
    throw new ApiError(
      res.status,
      data ?? { statusCode: res.status, error: res.statusText, message: res.statusText },
    );
  return data as T;
}

// Sends a queued photo as multipart/form-data. XMLHttpRequest, not fetch: only it reports
// upload progress. Answers become the same errors apiRequest throws, so the queue treats a
// photo exactly like any other write (retried without signal or on 5xx, refused on 4xx).
import { ApiRequestError, NetworkError } from './api-client';
import { apiErrorOf } from './api-payloads';
import { clientText } from './client-texts';
import { setUploadProgress } from './upload-progress';

export function uploadPhoto(
  writeId: string,
  path: string,
  photo: Blob,
  headers: Record<string, string>,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setUploadProgress(writeId, event.loaded / event.total);
    };
    const done = () => setUploadProgress(writeId, null);
    request.onerror = () => {
      done();
      reject(new NetworkError());
    };
    request.onload = () => {
      done();
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload);
      const error = apiErrorOf(payload);
      const seconds = Number(request.getResponseHeader('Retry-After'));
      reject(
        new ApiRequestError(
          request.status,
          error?.code ?? 'unknown',
          error?.message ?? clientText('somethingWentWrong'),
          Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
        ),
      );
    };
    const form = new FormData();
    form.append('photo', photo, 'photo.jpg');
    setUploadProgress(writeId, 0);
    request.send(form);
  });
}

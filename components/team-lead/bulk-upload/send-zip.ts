/** One zip as the request body, with upload progress (fetch has none); status 0 = no answer. */
export function sendZip(url: string, file: Blob, locale: string, onProgress: (p: number) => void, onSent: () => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Content-Type", "application/zip");
    xhr.setRequestHeader("Accept-Language", locale);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = onSent;
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.send(file);
  });
}

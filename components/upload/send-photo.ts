/** One photo as multipart form-data, with upload progress (fetch has none); status 0 = no answer. */
export function sendPhoto(url: string, file: Blob, name: string, locale: string, onProgress: (p: number) => void, onSent: () => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = onSent;
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append("locale", locale);
    form.append("file", file, name);
    xhr.send(form);
  });
}


import type { UploadedFile } from './model.js';

/** A request body as the bot sends it: JSON, or a multipart upload whose `payload_json` part is the JSON. */
export function parseBody(text: string, contentType: string): unknown {
  if (contentType.includes('multipart/form-data')) {
    const match = /name="payload_json"\r\n(?:Content-Type: [^\r\n]*\r\n)?\r\n([\s\S]*?)\r\n--/.exec(text);
    return match ? JSON.parse(match[1]!) : undefined;
  }
  return JSON.parse(text);
}

/** The `files[n]` parts of a multipart body, as Discord takes uploads with a message; their bytes as sent (a picture stays a picture). */
export function uploadedFiles(body: Buffer, contentType: string): UploadedFile[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!contentType.includes('multipart/form-data') || !boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const files: UploadedFile[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = body.subarray(partStart, next);
    const headEnd = part.indexOf('\r\n\r\n');
    const head = headEnd === -1 ? '' : part.subarray(0, headEnd).toString('utf8');
    const name = /Content-Disposition: form-data; name="files\[\d+\]"; filename="([^"]*)"/i.exec(head);
    if (name) {
      // The part's bytes run up to the CRLF before the next delimiter.
      const bytes = Buffer.from(part.subarray(headEnd + 4, part.length - 2));
      const type = /\r\nContent-Type: ([^\r\n]+)/i.exec(head)?.[1];
      files.push({ filename: name[1]!, content: bytes.toString('utf8'), bytes, ...(type ? { contentType: type } : {}) });
    }
    start = next;
  }
  return files;
}

import type { UploadedFile } from './model.js';

/** A request body as the bot sends it: JSON, or a multipart upload whose `payload_json` part is the JSON. */
export function parseBody(text: string, contentType: string): unknown {
  if (contentType.includes('multipart/form-data')) {
    const match = /name="payload_json"\r\n(?:Content-Type: [^\r\n]*\r\n)?\r\n([\s\S]*?)\r\n--/.exec(text);
    return match ? JSON.parse(match[1]!) : undefined;
  }
  return JSON.parse(text);
}

/** The `files[n]` parts of a multipart body, as Discord takes uploads with a message. */
export function uploadedFiles(text: string, contentType: string): UploadedFile[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!contentType.includes('multipart/form-data') || !boundary) return [];
  const files: UploadedFile[] = [];
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const head = /^\r\nContent-Disposition: form-data; name="files\[\d+\]"; filename="([^"]*)"\r\n(?:[^\r\n]+\r\n)*\r\n/i.exec(part);
    if (head) files.push({ filename: head[1]!, content: part.slice(head[0].length, part.length - 2) });
  }
  return files;
}

import type { UploadedFile } from './model.js';

const isMultipart = (contentType: string): boolean => contentType.includes('multipart/form-data');

/**
 * A request body as the bot sends it: JSON, or a multipart upload whose `payload_json` part is the
 * JSON. Multipart is read byte for byte (latin1), so uploaded pictures arrive intact.
 */
export function parseBody(raw: Buffer, contentType: string): unknown {
  if (raw.length === 0) return undefined;
  if (isMultipart(contentType)) {
    const match = /name="payload_json"\r\n(?:Content-Type: [^\r\n]*\r\n)?\r\n([\s\S]*?)\r\n--/.exec(raw.toString('latin1'));
    return match ? JSON.parse(Buffer.from(match[1]!, 'latin1').toString('utf8')) : undefined;
  }
  return JSON.parse(raw.toString('utf8'));
}

/** The `files[n]` parts of a multipart body, as Discord takes uploads with a message. */
export function uploadedFiles(raw: Buffer, contentType: string): UploadedFile[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!isMultipart(contentType) || !boundary || raw.length === 0) return [];
  const files: UploadedFile[] = [];
  for (const part of raw.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`)) {
    const head = /^\r\nContent-Disposition: form-data; name="files\[(\d+)\]"; filename="([^"]*)"\r\n((?:[^\r\n]+\r\n)*)\r\n/i.exec(part);
    if (!head) continue;
    const bytes = Buffer.from(part.slice(head[0].length, part.length - 2), 'latin1');
    const type = /^Content-Type: ([^\r\n]+)/im.exec(head[3] ?? '')?.[1];
    files.push({
      index: Number(head[1]),
      filename: Buffer.from(head[2]!, 'latin1').toString('utf8'),
      content: bytes.toString('utf8'),
      bytes,
      ...(type ? { contentType: type } : {}),
    });
  }
  return files;
}

// Discord's Components V2 layout: containers (with their accent bar), text displays (markdown),
// media galleries and thumbnails (the message's uploaded pictures, `attachment://name`), sections
// with their accessory, separators and files; action rows inside them work as in any message.
// And a classic message's attachments: pictures inline, other files as a chip to download.
import { componentElement, rowElement } from './components.js';
import { el } from './dom.js';
import { markdown } from './markdown.js';
import { myLocale, words } from './state.js';

/** The elements for a message's top-level components (classic action rows, or a V2 layout). */
export function componentElements(components, message) {
  return components.map((c) => layoutElement(c, message));
}

function layoutElement(c, message) {
  switch (c.type) {
    case 1:
      return rowElement(c, message);
    case 17:
      return el(
        'div',
        {
          class: `container${c.spoiler ? ' spoiler-media' : ''}`,
          'data-spoiler': c.spoiler ? words().spoiler : undefined,
          style: typeof c.accent_color === 'number' ? `--accent:${hexColour(c.accent_color)}` : undefined,
          'data-accent': typeof c.accent_color === 'number' ? 'true' : undefined,
          onclick: c.spoiler ? reveal : undefined,
        },
        ...(c.components ?? []).map((inner) => layoutElement(inner, message)),
      );
    case 10:
      return el('div', { class: 'text-display content', html: markdown(c.content ?? '') });
    case 9:
      return el(
        'div',
        { class: `section${c.accessory?.type === 11 ? ' with-thumbnail' : ''}` },
        el('div', { class: 'section-text' }, ...(c.components ?? []).map((inner) => layoutElement(inner, message))),
        el('div', { class: 'accessory' }, c.accessory ? layoutElement(c.accessory, message) : null),
      );
    case 11:
      return mediaElement(c.media, c.description, c.spoiler, message, 'thumbnail');
    case 12:
      return el(
        'div',
        { class: `gallery n${Math.min(c.items?.length ?? 0, 5)}` },
        ...(c.items ?? []).map((item) => mediaElement(item.media, item.description, item.spoiler, message, 'gallery-item')),
      );
    case 13:
      return fileElement(resolveMedia(c.file, message), c.spoiler);
    case 14:
      return el('div', {
        class: `separator${c.divider === false ? '' : ' divider'}${c.spacing === 2 ? ' large' : ''}`,
        role: c.divider === false ? undefined : 'separator',
      });
    default:
      return componentElement(c, message);
  }
}

const hexColour = (n) => `#${n.toString(16).padStart(6, '0')}`;

function reveal(event) {
  event.currentTarget.classList.add('revealed');
}

/** An unfurled media item's file: `attachment://name` is the message's attachment of that name; a link is itself. */
function resolveMedia(media, message) {
  const url = media?.url ?? '';
  const name = /^attachment:\/\/(.+)$/.exec(url)?.[1];
  if (name !== undefined) return message.attachments?.find((a) => a.filename === name) ?? { filename: name, url: '', size: 0, contentType: '', missing: true };
  const filename = decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url);
  return { filename, url, size: 0, contentType: /\.(png|jpe?g|gif|webp)$/i.test(filename) ? 'image/*' : '' };
}

/** A picture (a gallery item or a thumbnail), opening full size in a new tab; its alt text is the item's description. */
function mediaElement(media, description, spoiler, message, kind) {
  const file = resolveMedia(media, message);
  if (file.missing) return el('div', { class: `${kind} missing` }, words().missingFile(file.filename));
  const img = el('img', { src: file.url, alt: description ?? '', title: description ?? undefined, loading: 'lazy', decoding: 'async' });
  return el(
    'a',
    {
      class: `${kind}${spoiler ? ' spoiler-media' : ''}`,
      'data-spoiler': spoiler ? words().spoiler : undefined,
      href: file.url,
      target: '_blank',
      rel: 'noopener',
      onclick: spoiler ? revealOnce : undefined,
    },
    img,
  );
}

function revealOnce(event) {
  const media = event.currentTarget;
  if (media.classList.contains('revealed')) return;
  event.preventDefault();
  media.classList.add('revealed');
}

/** A classic message's attachments: pictures inline, other files as chips. */
export function attachmentElements(attachments) {
  if (!attachments?.length) return null;
  const pictures = attachments.filter((a) => a.contentType.startsWith('image/'));
  const files = attachments.filter((a) => !a.contentType.startsWith('image/'));
  return el(
    'div',
    { class: 'attachments' },
    pictures.length
      ? el(
          'div',
          { class: `gallery n${Math.min(pictures.length, 5)}` },
          ...pictures.map((a) =>
            el('a', { class: 'gallery-item', href: a.url, target: '_blank', rel: 'noopener' }, el('img', { src: a.url, alt: a.filename, decoding: 'async' })),
          ),
        )
      : null,
    ...files.map((a) => fileElement(a, false)),
  );
}

/** A file as Discord shows one: its icon, its name (a link that downloads it) and its size. */
function fileElement(file, spoiler) {
  const w = words();
  if (file.missing) return el('div', { class: 'file missing' }, w.missingFile(file.filename));
  return el(
    'div',
    {
      class: `file${spoiler ? ' spoiler-media' : ''}`,
      'data-spoiler': spoiler ? w.spoiler : undefined,
      'data-filename': file.filename,
      onclick: spoiler ? reveal : undefined,
    },
    el('span', { class: 'file-icon', 'aria-hidden': 'true' }, file.contentType.startsWith('text/') ? '📄' : '📦'),
    el(
      'span',
      { class: 'file-text' },
      el('a', { class: 'file-name', href: file.url, download: file.filename }, file.filename),
      file.size ? el('span', { class: 'file-size' }, fileSize(file.size)) : null,
    ),
    el('a', { class: 'file-download', href: file.url, download: file.filename, title: w.download, 'aria-label': w.download }, '⤓'),
  );
}

function fileSize(bytes) {
  const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(myLocale(), {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}

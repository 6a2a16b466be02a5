// Discord's markdown as HTML: code blocks and spans, headings, subtext (-#), quotes, lists, bold,
// italics, underline, strikethrough, spoilers, links, mentions; and Discord's timestamps (<t:…:R>)
// in the person's language, relative ones kept current.
import { escapeHtml } from './dom.js';
import { channelById, myLocale, personName, state, words } from './state.js';

/** Markdown `text` as HTML: what Discord's client shows for a message's content, an embed's text or a text display. */
export function markdown(text) {
  const kept = [];
  const codeBlocks = new Set();
  const keep = (html) => `\u0001${kept.push(html) - 1}\u0002`;
  // ```lang\ncode``` (a first line of one word is the language), on lines of their own; then `code`; then \-escapes.
  let s = String(text).replace(/```(?:([\w+#-]+)\n)?\n?([\s\S]*?)\n?```/g, (_, lang, code) => {
    const placeholder = keep(`<pre><code${lang ? ` data-lang="${escapeHtml(lang)}"` : ''}>${escapeHtml(code)}</code></pre>`);
    codeBlocks.add(placeholder);
    return `\n${placeholder}\n`;
  });
  s = s.replace(/``([^`]+?)``|`([^`\n]+)`/g, (_, a, b) => keep(`<code>${escapeHtml(a ?? b)}</code>`));
  s = s.replace(/\\([\\*_~`|>#\-[\]()<:.!@])/g, (_, c) => keep(escapeHtml(c)));
  s = escapeHtml(s);
  s = s
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, label, url) => keep(`<a href="${url}" target="_blank" rel="noopener">${label}</a>`))
    .replace(
      /(^|[\s(])(https?:\/\/[^\s<]+[^\s<.,:;"')\]])/g,
      (_, before, url) => `${before}${keep(`<a href="${url}" target="_blank" rel="noopener">${url}</a>`)}`,
    )
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => keep(`<span class="mention${id === state.you ? ' you' : ''}">@${escapeHtml(personName(id))}</span>`))
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => keep(`<span class="mention">#${escapeHtml(channelById(id)?.name ?? words().channel)}</span>`))
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, at, style) =>
      keep(`<time data-at="${at}" data-style="${style ?? 'f'}">${escapeHtml(formatTime(Number(at), style ?? 'f'))}</time>`),
    )
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ':$1:')
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^*])\*(?!\s)(.+?)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|\W)_(?!\s)(.+?)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" onclick="this.classList.toggle(\'shown\')">$1</span>');
  // eslint-disable-next-line no-control-regex -- \u0001 and \u0002 are the markers `keep` wrapped around the parts kept aside
  return blocks(s.replace(/^\n+|\n+$/g, '').split('\n'), codeBlocks).replace(/\u0001(\d+)\u0002/g, (_, i) => kept[Number(i)]);
}

/** The lines as blocks: headings, subtext, quotes and lists as elements, other lines joined by line breaks. */
function blocks(lines, codeBlocks) {
  const out = [];
  let list = null;
  const closeList = () => {
    if (list) out.push({ block: true, html: `<${list.tag}${list.start > 1 ? ` start="${list.start}"` : ''}>${list.items.join('')}</${list.tag}>` });
    list = null;
  };
  for (const line of lines) {
    let m;
    if ((m = /^( *)([-*]|(\d{1,9})\.) (.*)$/.exec(line))) {
      const tag = m[3] ? 'ol' : 'ul';
      if (!list || list.tag !== tag) {
        closeList();
        list = { tag, start: Number(m[3] ?? 1), items: [] };
      }
      list.items.push(`<li${m[1].length >= 2 ? ' class="nested"' : ''}>${m[4]}</li>`);
      continue;
    }
    closeList();
    if ((m = /^-# (.*)$/.exec(line))) out.push({ block: true, html: `<div class="small">${m[1]}</div>` });
    else if ((m = /^(#{1,3}) (.*)$/.exec(line))) out.push({ block: true, html: `<h${m[1].length}>${m[2]}</h${m[1].length}>` });
    else if ((m = /^&gt; ?(.*)$/.exec(line))) out.push({ block: true, html: `<blockquote>${m[1] || '&nbsp;'}</blockquote>` });
    else if (codeBlocks.has(line)) out.push({ block: true, html: line });
    else out.push({ block: false, html: line });
  }
  closeList();
  // Blocks stand on their own: line breaks only between lines of text.
  return out.map((part, i) => (i > 0 && !part.block && !out[i - 1].block ? '<br>' : '') + part.html).join('');
}

function formatTime(seconds, style) {
  const locale = myLocale();
  const date = new Date(seconds * 1000);
  if (style === 'R') {
    const diff = Math.round((seconds * 1000 - Date.now()) / 1000);
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (Math.abs(diff) < 60) return rtf.format(diff, 'second');
    if (Math.abs(diff) < 3600) return rtf.format(Math.round(diff / 60), 'minute');
    if (Math.abs(diff) < 86400) return rtf.format(Math.round(diff / 3600), 'hour');
    return rtf.format(Math.round(diff / 86400), 'day');
  }
  const options = {
    t: { timeStyle: 'short' },
    T: { timeStyle: 'medium' },
    d: { dateStyle: 'short' },
    D: { dateStyle: 'long' },
    f: { dateStyle: 'long', timeStyle: 'short' },
    F: { dateStyle: 'full', timeStyle: 'short' },
  }[style];
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Keeps relative times ("in 30 seconds") current, each second. */
export function startClock() {
  setInterval(() => {
    for (const node of document.querySelectorAll('time[data-style="R"]')) node.textContent = formatTime(Number(node.dataset.at), 'R');
  }, 1000);
}

// Discord's markdown, the parts the bot uses, as HTML; and Discord's timestamps (<t:…:R>) in the
// person's language, relative ones kept current.
import { escapeHtml } from './dom.js';
import { channelById, myLocale, personName, state, words } from './state.js';

export function markdown(text) {
  const kept = [];
  const keep = (html) => `\u0001${kept.push(html) - 1}\u0002`;
  let s = String(text).replace(/\\([\\*_~`|>#\-[\]()<:.!@])/g, (_, c) => keep(escapeHtml(c)));
  s = s.replace(/`([^`\n]+)`/g, (_, code) => keep(`<code>${escapeHtml(code)}</code>`));
  s = escapeHtml(s);
  s = s
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => keep(`<span class="mention${id === state.you ? ' you' : ''}">@${escapeHtml(personName(id))}</span>`))
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => keep(`<span class="mention">#${escapeHtml(channelById(id)?.name ?? words().channel)}</span>`))
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, at, style) => keep(`<time data-at="${at}" data-style="${style ?? 'f'}">${escapeHtml(formatTime(Number(at), style ?? 'f'))}</time>`))
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ':$1:')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^*])\*(?!\s)(.+?)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|\W)_(?!\s)(.+?)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" onclick="this.classList.toggle(\'shown\')">$1</span>');
  const lines = s.split('\n').map((line) => {
    let m;
    if ((m = /^-# (.*)$/.exec(line))) return `<span class="small">${m[1]}</span>`;
    if ((m = /^(#{1,3}) (.*)$/.exec(line))) return `<h${m[1].length + 2}>${m[2]}</h${m[1].length + 2}>`;
    if ((m = /^&gt; (.*)$/.exec(line))) return `<blockquote>${m[1]}</blockquote>`;
    if ((m = /^[-*] (.*)$/.exec(line))) return `• ${m[1]}`;
    return line;
  });
  // eslint-disable-next-line no-control-regex -- \u0001 and \u0002 are the markers `keep` wrapped around the parts kept aside
  return lines.join('<br>').replace(/(<\/h\d>|<\/blockquote>)<br>/g, '$1').replace(/\u0001(\d+)\u0002/g, (_, i) => kept[Number(i)]);
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
  const options = { t: { timeStyle: 'short' }, T: { timeStyle: 'medium' }, d: { dateStyle: 'short' }, D: { dateStyle: 'long' }, f: { dateStyle: 'long', timeStyle: 'short' }, F: { dateStyle: 'full', timeStyle: 'short' } }[style];
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Keeps relative times ("in 30 seconds") current, each second. */
export function startClock() {
  setInterval(() => {
    for (const node of document.querySelectorAll('time[data-style="R"]')) node.textContent = formatTime(Number(node.dataset.at), 'R');
  }, 1000);
}

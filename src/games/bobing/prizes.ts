import { z } from 'zod';
import { TIERS, type Tier } from './classify.js';
import { message, type Message } from '../../i18n/catalog.js';
import { typedList, visibleLength, visibleSlice } from '../../input/numbers.js';
import { reportProblem } from '../../rules/config-problem.js';

export const MAX_ZHUANGYUAN = 10;
export const MAX_PER_TIER = 200;
/** In characters as people see them (an emoji is one). */
export const MAX_NAME = 40;
/** A bound on a stored name's UTF-16 length: the form's 400-character field, each character escaped at most once. */
const MAX_STORED_NAME = 800;

/** The traditional 63-piece set. */
export const TRADITIONAL: Record<Tier, number> = { zhuangyuan: 1, duitang: 2, sanhong: 4, sijin: 8, erju: 16, yixiu: 32 };

const prize = z.object({ count: z.number().int().min(0), name: z.string().max(MAX_STORED_NAME).nullable() });
export const prizePoolSchema = z.object(Object.fromEntries(TIERS.map((t) => [t, prize])) as Record<Tier, typeof prize>).superRefine((p, ctx) => {
  const problem = countsProblem(
    TIERS.map((t) => p[t].count),
    p.zhuangyuan.count,
  );
  if (problem) reportProblem(ctx, problem);
});
export type PrizePool = z.infer<typeof prizePoolSchema>;

export const traditionalPool = (): PrizePool => Object.fromEntries(TIERS.map((t) => [t, { count: TRADITIONAL[t], name: null }])) as PrizePool;

/** Tiers in the order the form lists them: from the top down. */
export const FORM_ORDER: readonly Tier[] = ['zhuangyuan', 'duitang', 'sanhong', 'sijin', 'erju', 'yixiu'];
export const TIER_LABELS: Record<Tier, string> = { zhuangyuan: '状元', duitang: '对堂', sanhong: '三红', sijin: '四进', erju: '二举', yixiu: '一秀' };

/**
 * What a host may type for a tier in the names field: the simplified label, the traditional
 * characters Korean hanja input gives, the Korean reading, or the pinyin id.
 */
const TIER_NAMES = new Map<string, Tier>(
  (
    [
      ['zhuangyuan', ['状元', '狀元', '장원']],
      ['duitang', ['对堂', '對堂', '대당']],
      ['sanhong', ['三红', '三紅', '삼홍']],
      ['sijin', ['四进', '四進', '사진']],
      ['erju', ['二举', '二擧', '二舉', '이거']],
      ['yixiu', ['一秀', '일수']],
    ] as Array<[Tier, string[]]>
  ).flatMap(([tier, names]) => [...names, tier].map((name) => [name, tier] as [string, Tier])),
);

/** The pool, or every problem the form has, in the form's order (so one answer lists them all). */
export type FormResult = { ok: true; pool: PrizePool } | { ok: false; errors: Message[] };

/**
 * Makes organiser text safe to show: one line, no markdown, no mentions, no links that embed.
 * Discord renders embeds without pinging, but a name must still not look like a ping or break the layout.
 */
export function cleanName(raw: string): string {
  return raw
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\\*_~`|[\]()]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b')
    .replace(/<(?=[@#:a])/g, '<\u200b')
    .replace(/\s+/g, ' ')
    .trim();
}

function countsProblem(counts: readonly number[], zhuangyuan: number): Message | null {
  if (zhuangyuan > MAX_ZHUANGYUAN) return message('bobing.form.tooManyZhuangyuan', { max: MAX_ZHUANGYUAN });
  if (counts.some((c) => c > MAX_PER_TIER)) return message('bobing.form.tooMany', { max: MAX_PER_TIER });
  if (counts.every((c) => c === 0)) return message('bobing.form.none');
  return null;
}

/**
 * Reads the organiser's form: counts as six numbers in the order 状元/对堂/三红/四进/二举/一秀
 * (full-width digits and separators too), and names as lines "状元=Big mooncake" (any tier may
 * be left out), each at most 40 characters as people see them. Every problem is reported at once.
 */
export function parsePrizeForm(countsText: string, namesText: string): FormResult {
  const errors: Message[] = [];
  const numbers = typedList(countsText);
  const counts = numbers.map(Number);
  if (numbers.length !== 6 || !numbers.every((n) => /^\d{1,4}$/.test(n))) errors.push(message('bobing.form.counts'));
  else {
    const problem = countsProblem(counts, counts[0]!);
    if (problem) errors.push(problem);
  }
  const names: Partial<Record<Tier, string>> = {};
  const badLines: string[] = [];
  for (const line of namesText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^([^=:：＝]+?)\s*[=:：＝]\s*(.*)$/.exec(line);
    const tier = match ? TIER_NAMES.get(match[1]!.toLowerCase()) : undefined;
    if (!match || !tier) {
      badLines.push(cleanName(visibleSlice(line, 40)));
      continue;
    }
    if (visibleLength(match[2]!.replace(/\s+/g, ' ').trim()) > MAX_NAME) {
      errors.push(message('bobing.form.nameTooLong', { tier: TIER_LABELS[tier], max: MAX_NAME }));
      continue;
    }
    const name = cleanName(match[2]!);
    if (name) names[tier] = name;
  }
  if (badLines.length === 1) errors.push(message('bobing.form.nameLine', { line: badLines[0]! }));
  else if (badLines.length > 1) errors.push(message('bobing.form.nameLines', { count: badLines.length, lines: badLines.join(' · ') }));
  if (errors.length) return { ok: false, errors };
  const pool = Object.fromEntries(FORM_ORDER.map((t, i) => [t, { count: counts[i]!, name: names[t] ?? null }])) as PrizePool;
  return { ok: true, pool };
}

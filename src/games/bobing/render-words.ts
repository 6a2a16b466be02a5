import type { Translate } from '../../i18n/catalog.js';
import { unescapeMarkdown, withoutMarkdown } from '../../render/text.js';
import type { BobingState, RollRecord } from './actions.js';
import type { Tier } from './classify.js';
import { FORM_ORDER } from './prizes.js';

/** Emphasis an organiser typed around words (*mooncake*, **gold**, _tea_, ~~old~~, `code`; not the _ inside snake_case): the picture draws the words alone. */
const EMPHASIS = /(\*{1,3}|~~|`+)(?=\S)(.+?)(?<=\S)\1|(?<![\p{L}\p{N}])(_{1,3})(?=\S)(.+?)(?<=\S)\3(?![\p{L}\p{N}])/gu;

/**
 * The organiser's name for a tier's prize as the picture draws it: the text view's escapes undone and
 * its emphasis marks dropped, so "Gold *mooncake*" reads "Gold mooncake". Null when the prize has no name.
 */
export function plainPrizeName(s: BobingState, tier: Tier): string | null {
  const name = s.prizes[tier].name;
  if (!name) return null;
  let plain = unescapeMarkdown(name);
  for (let before = ''; before !== plain;) {
    before = plain;
    plain = plain.replace(EMPHASIS, (_m, _a: string, star: string | undefined, _b: string, under: string | undefined) => star ?? under ?? '');
  }
  return plain;
}

/** The prize's name in brackets after its tier, " (Gold mooncake)"; nothing when the prize has no name. */
function prizeInParens(s: BobingState, tier: Tier, t: Translate): string {
  const plain = plainPrizeName(s, tier);
  return plain ? t('fmt.paren', { text: plain }) : '';
}

/** What a roll won, as the text view words it, without its markdown and with plain prize names. */
export function resultLine(r: RollRecord, s: BobingState, name: (id: string) => string, t: Translate): string {
  const kind = r.kind ? t(`bobing.kind.${r.kind}`) : '';
  const prize = (tier: Tier) => prizeInParens(s, tier, t);
  switch (r.result) {
    case 'none':
      return t('bobing.result.none');
    case 'won':
      return t('bobing.result.won', { tier: t(`bobing.tier.${r.tier!}`), name: prize(r.tier!) });
    case 'used-up':
      return t(s.prizes[r.tier!].count === 0 ? 'bobing.result.noneSet' : 'bobing.result.usedUp', { tier: t(`bobing.tier.${r.tier!}`) });
    case 'held':
      return withoutMarkdown(t(s.finished ? 'bobing.result.heldFinal' : 'bobing.result.held', { kind, player: name(r.player), name: prize('zhuangyuan') }));
    case 'took-over':
      return withoutMarkdown(t('bobing.result.tookOver', { kind, player: name(r.player), from: name(r.from ?? '') }));
    case 'not-enough':
      return t('bobing.result.notEnough', { kind });
    case 'no-prize':
      return t('bobing.result.noPrize', { kind });
  }
}

/**
 * What a roll won, said under its headline (its tier or 状元 kind, drawn large): the text view's line
 * without the tier or kind it repeats. A roll without a headline gets the text view's line.
 */
export function afterHeadline(r: RollRecord, s: BobingState, name: (id: string) => string, t: Translate): string {
  const prize = (tier: Tier) => prizeInParens(s, tier, t);
  switch (r.result) {
    case 'none':
      return t('bobing.result.none');
    case 'won':
      return t('pic.bobing.after.won', { name: prize(r.tier!) });
    case 'used-up':
      return t(s.prizes[r.tier!].count === 0 ? 'pic.bobing.after.noneSet' : 'pic.bobing.after.usedUp');
    case 'held':
      return t(s.finished ? 'pic.bobing.after.heldFinal' : 'pic.bobing.after.held', { player: name(r.player), name: prize('zhuangyuan') });
    case 'took-over':
      return t('pic.bobing.after.tookOver', { player: name(r.player), from: name(r.from ?? '') });
    case 'not-enough':
      return t('pic.bobing.after.notEnough');
    case 'no-prize':
      return t('pic.bobing.after.noPrize');
  }
}

/** "Ann rolled", and how when it was rolled for them. */
export function rolledBy(r: RollRecord, name: (id: string) => string, t: Translate): string {
  const who = t('bobing.rolled', { player: name(r.player) });
  return r.away ? `${who} ${t('bobing.autoAway')}` : r.auto ? `${who} ${t('bobing.auto')}` : who;
}

/** The big line of a roll: its 状元 kind or its tier; nothing for a roll that won no tier. */
export const rollHeadline = (r: RollRecord, t: Translate): string | null => (r.kind ? t(`bobing.kind.${r.kind}`) : r.tier ? t(`bobing.tier.${r.tier}`) : null);

/**
 * What a player has won: "状元×1 二举×1 一秀×2" during the game (the prize board names the prizes);
 * with the prize names once it is over, as the text view's results: "三红 (红包 ¥88) ×1, 二举 ×1".
 */
export function winningsOf(s: BobingState, id: string, t: Translate, withNames: boolean): string {
  const held = s.holders.filter((h) => h.player === id).length;
  const counts: Array<[Tier, number]> = FORM_ORDER.map((tier) => [tier, tier === 'zhuangyuan' ? held : (s.winnings[id]?.[tier] ?? 0)]);
  const won = counts
    .filter(([, n]) => n > 0)
    .map(([tier, n]) => {
      if (!withNames) return `${t(`bobing.short.${tier}`)}×${n}`;
      return t('fmt.times', { label: `${t(`bobing.short.${tier}`)}${prizeInParens(s, tier, t)}`, count: n });
    });
  return won.join(withNames ? t('fmt.list') : ' ') || t('bobing.nothingWon');
}

/** Who is the 状元 of the game (without the trophy, which the picture draws), or why nobody is. */
export function championText(s: BobingState, name: (id: string) => string, t: Translate): string {
  if (s.champion)
    return withoutMarkdown(t('bobing.champion', { player: name(s.champion.player), kind: t(`bobing.kind.${s.champion.kind}`) })).replace(/^🏆\s*/, '');
  return t(s.prizes.zhuangyuan.count === 0 ? 'bobing.noChampion' : 'bobing.nobodyCrowned');
}

/** The prize board in one line, for the alt text: "状元 1/1, 对堂 2/2, …". */
export const leftText = (s: BobingState, t: Translate): string =>
  FORM_ORDER.filter((tier) => s.prizes[tier].count > 0)
    .map((tier) => `${t(`bobing.short.${tier}`)} ${s.left[tier] ?? 0}/${s.prizes[tier].count}`)
    .join(t('fmt.list'));

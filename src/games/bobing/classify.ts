/** Tiers from low to high; 状元 is the top. */
export const TIERS = ['yixiu', 'erju', 'sanhong', 'sijin', 'duitang', 'zhuangyuan'] as const;
export type Tier = (typeof TIERS)[number];

/** 状元 kinds from low to high (docs/rules/bobing.md, "状元 kinds": 插金花 > 六杯红 > 遍地锦 > 六杯黑 > 五红 > 五子登科 > 四点红). */
export const ZHUANGYUAN_KINDS = ['sidianhong', 'wuzidengke', 'wuhong', 'liubeihei', 'biandijin', 'liubeihong', 'chajinhua'] as const;
export type ZhuangyuanKind = (typeof ZHUANGYUAN_KINDS)[number];

export type Classification =
  | { tier: null }
  | { tier: Exclude<Tier, 'zhuangyuan'> }
  | { tier: 'zhuangyuan'; kind: ZhuangyuanKind; /** compared left to right when two rolls are the same kind */ tiebreak: number[] };

const RED = 4;

export function classify(dice: readonly number[]): Classification {
  if (dice.length !== 6) throw new Error('a Bo Bing roll has six dice');
  const count = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) count[d]!++;
  const reds = count[RED]!;
  const five = [1, 2, 3, 5, 6].find((f) => count[f]! >= 5);
  const odd = (face: number) => dice.find((d) => d !== face) ?? 0;

  if (reds === 4 && count[1] === 2) return { tier: 'zhuangyuan', kind: 'chajinhua', tiebreak: [] };
  if (reds === 6) return { tier: 'zhuangyuan', kind: 'liubeihong', tiebreak: [] };
  if (count[1] === 6) return { tier: 'zhuangyuan', kind: 'biandijin', tiebreak: [] };
  if (five !== undefined && count[five] === 6) return { tier: 'zhuangyuan', kind: 'liubeihei', tiebreak: [five] };
  if (reds === 5) return { tier: 'zhuangyuan', kind: 'wuhong', tiebreak: [odd(RED), RED] };
  if (five !== undefined) return { tier: 'zhuangyuan', kind: 'wuzidengke', tiebreak: [odd(five), five] };
  if (reds === 4) {
    const others = dice.filter((d) => d !== RED);
    return { tier: 'zhuangyuan', kind: 'sidianhong', tiebreak: [others[0]! + others[1]!] };
  }
  if ([1, 2, 3, 4, 5, 6].every((f) => count[f] === 1)) return { tier: 'duitang' };
  if ([1, 2, 3, 5, 6].some((f) => count[f] === 4)) return { tier: 'sijin' };
  if (reds === 3) return { tier: 'sanhong' };
  if (reds === 2) return { tier: 'erju' };
  if (reds === 1) return { tier: 'yixiu' };
  return { tier: null };
}

type Zhuangyuan = Extract<Classification, { tier: 'zhuangyuan' }>;

/** Positive when `a` is the better 状元, 0 when they are equal (then the earlier roll stands). */
export function compareZhuangyuan(a: Pick<Zhuangyuan, 'kind' | 'tiebreak'>, b: Pick<Zhuangyuan, 'kind' | 'tiebreak'>): number {
  const byKind = ZHUANGYUAN_KINDS.indexOf(a.kind) - ZHUANGYUAN_KINDS.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  for (let i = 0; i < Math.max(a.tiebreak.length, b.tiebreak.length); i++) {
    const diff = (a.tiebreak[i] ?? 0) - (b.tiebreak[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

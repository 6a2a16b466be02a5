import { translator } from '../../i18n/catalog.js';
import type { Picture, Scene } from '../../render/picture.js';
import { drawDie } from '../../render/dice.js';
import { columns } from '../../render/layout.js';
import { measuringPainter } from '../../render/measure.js';
import { wrapLines } from '../../render/wrap.js';
import { THEME } from '../../render/theme.js';
import type { PiratePrivateView } from './rules.js';
import { BODY, drawBet, drawLines, header, INNER, PAD, SMALL, stack, W, type Block } from './render-parts.js';

const GROUP_H = 120;

/** The player's own dice, grouped by face with how many of each; wild ones marked when ones are wild; the bet to beat under them. */
export function renderPiratePanel(view: PiratePrivateView, scene: Scene): Picture {
  const t = translator(scene.locale);
  const m = measuringPainter(scene.locale);
  const groups = [1, 2, 3, 4, 5, 6].map((face) => ({ face, count: view.myDice.filter((d) => d === face).length })).filter((g) => g.count > 0);
  const out = wrapLines(m, t('pirate.youAreOut'), 30, INNER, 700);
  const dice: Block =
    groups.length === 0
      ? {
          height: out.length * 38 + 20,
          draw: (p, top) => drawLines(p, out, PAD, top + 10 + 19, 30, 38),
        }
      : {
          height: GROUP_H,
          draw(p, top) {
            const cols = columns(PAD, INNER, Math.max(groups.length, 3), 12);
            groups.forEach((g, i) => {
              const x = cols.x[i]!;
              const wild = view.onesWild && g.face === 1;
              p.box(x, top, cols.width, GROUP_H, { fill: THEME.panel, stroke: wild ? THEME.accent : THEME.border, lineWidth: wild ? 3 : 2, radius: 14 });
              const label = `× ${g.count}`;
              const size = Math.min(64, cols.width * 0.45);
              if (cols.width - size - 40 >= p.measure(label, 36, 700)) {
                drawDie(p, g.face, x + 16, top + (GROUP_H - size) / 2, size);
                p.text(label, x + 28 + size, top + GROUP_H / 2 + 1, { px: 36, weight: 700, baseline: 'middle' });
              } else {
                // Five or six faces: too narrow for the count beside the die, so it goes under it.
                const stacked = Math.min(56, cols.width - 24);
                drawDie(p, g.face, x + (cols.width - stacked) / 2, top + 10, stacked);
                p.text(label, x + cols.width / 2, top + 10 + stacked + (GROUP_H - 10 - stacked) / 2 + 1, {
                  px: 30,
                  weight: 700,
                  align: 'center',
                  baseline: 'middle',
                  maxWidth: cols.width - 12,
                  minPx: SMALL,
                });
              }
            });
          },
        };
  const bet = view.bet;
  const betLine: Block | null = bet
    ? {
        height: 48,
        draw(p, top) {
          const w = p.text(t('fmt.labelValue', { label: t('pirate.currentBet'), value: '' }).trimEnd(), PAD, top + 24, {
            px: BODY,
            weight: 700,
            colour: THEME.textSoft,
            baseline: 'middle',
          });
          drawBet(p, bet, PAD + w + 14, top + 24, 40);
        },
      }
    : null;
  // The picture is as tall as what it shows: no empty band under the dice when there is no bet yet.
  const body = stack([header(m, t('pirate.yourDice'), t(view.onesWild ? 'pirate.wildOn' : 'pirate.wildOff')), dice, betLine], 12);
  return {
    width: W,
    height: body.height + 14,
    alt: t('pic.pirate.panelAlt', { dice: view.myDice.join(' ') || t('pic.pirate.none') }),
    draw: (p) => body.draw(p, 0),
  };
}

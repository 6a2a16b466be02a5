import type { Translate } from '../i18n/catalog.js';
import type { Scene } from './picture.js';
import { cleanLabel } from './text.js';

/** A player's display name for a picture; their seat number when the platform knows no usable name. */
export function nameOf(scene: Scene, t: Translate, id: string, seatIndex: number): string {
  return cleanLabel(scene.names[id] ?? '') || t('pic.seat', { n: seatIndex + 1 });
}

/** A rectangle on the canvas, in canvas pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A line of text as it was drawn: the string wanted, the string kept, its font size and its ink box. */
export interface DrawnText extends Box {
  kind: 'text';
  wanted: string;
  text: string;
  px: number;
  /** Cut with an ellipsis to fit its width. */
  cut: boolean;
}

/**
 * A die, a card or a piece as it was drawn: its box and the size that must be readable (a die's side,
 * a card's index, a piece's character). The words drawn inside it belong to it, not to the texts.
 */
export interface DrawnItem extends Box {
  kind: 'die' | 'card' | 'piece';
  size: number;
}

export type Drawn = DrawnText | DrawnItem;

/** Everything a painter drew that a reader must read, in drawing order; kept only when asked for (tests, scripts). */
export class DrawingRecord {
  readonly drawn: Drawn[] = [];
  /** Inside a die, card or piece: its own words are part of it. */
  private inside = 0;

  get recordingText(): boolean {
    return this.inside === 0;
  }

  text(entry: Omit<DrawnText, 'kind'>): void {
    if (this.inside === 0) this.drawn.push({ kind: 'text', ...entry });
  }

  /** Records an item and runs `draw` (which paints it) with the item's own words left out of the texts. */
  item<T>(entry: DrawnItem, draw: () => T): T {
    this.drawn.push(entry);
    this.inside += 1;
    try {
      return draw();
    } finally {
      this.inside -= 1;
    }
  }
}

/**
 * Colours of every picture. A picture is opaque, so it reads the same on Discord's dark and light
 * themes; text is light on dark panels, with contrast of at least 4.5:1 for anything a player reads.
 */
export const THEME = {
  background: '#1b1e23',
  panel: '#2a2f37',
  panelRaised: '#343b45',
  border: '#444c58',
  text: '#f4f5f7',
  textSoft: '#c3c8d0',
  textMuted: '#8f96a1',
  accent: '#f5c542',
  accentText: '#1b1e23',
  good: '#3ecf74',
  bad: '#ff6b5e',
  info: '#5aa9ff',
  felt: '#1f6e46',
  feltEdge: '#15502f',
  rail: '#3a2a1c',
  cardFace: '#fbfbf8',
  cardEdge: '#c9ccd1',
  cardBack: '#3556a8',
  cardBackLine: '#6f8fe0',
  dieFace: '#fbfbf8',
  diePip: '#1d1f24',
  dieRed: '#d93a2f',
  pieceWood: '#f1dcae',
  pieceWoodEdge: '#b08d57',
  pieceRed: '#c62d23',
  pieceBlack: '#1d1f24',
  chip: '#e25b45',
  chipEdge: '#fbfbf8',
} as const;

export type Suit = 's' | 'h' | 'd' | 'c';

/** Two colours (black and red) or four (spades black, hearts red, diamonds blue, clubs green). */
export function suitColour(suit: Suit, fourColour: boolean): string {
  if (suit === 'h') return '#d22f25';
  if (suit === 'd') return fourColour ? '#1f5fd1' : '#d22f25';
  if (suit === 'c') return fourColour ? '#14843a' : '#202226';
  return '#202226';
}

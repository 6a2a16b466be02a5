declare module 'phe' {
  /** Strength of 5 to 7 card codes (rank * 4 + suit, suits s h d c): 1 is the best hand, 7462 the worst. */
  export function evaluateCardCodes(codes: number[]): number;
  const phe: { evaluateCardCodes: typeof evaluateCardCodes };
  export default phe;
}

declare module 'phe/lib/evaluator7.js' {
  /** phe's own 7-card entry point, seven card codes as arguments. */
  const evaluate7cards: (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
  export default evaluate7cards;
}

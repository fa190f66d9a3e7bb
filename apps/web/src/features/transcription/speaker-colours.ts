/**
 * A stable colour per speaker. Colours go by the order in which speakers first talk (segment
 * order), not by name, so renaming "Speaker 1" to "Dr. Liu" keeps the colour the reader has
 * learnt. Every colour carries white text at WCAG AA (≥ 4.5:1) for the speaker chips.
 */
export const SPEAKER_COLOURS = ['#1565c0', '#ad1457', '#2e7d32', '#6a1b9a', '#b45309', '#00695c', '#c62828', '#4e342e', '#283593', '#37474f'] as const;

/** Speakers in the order of their first segment. */
export function speakersInOrder(segments: readonly { speaker: string }[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  for (const segment of segments) {
    if (!seen.has(segment.speaker)) {
      seen.add(segment.speaker);
      order.push(segment.speaker);
    }
  }
  return order;
}

/** speaker → colour; the eleventh speaker shares the first's colour (and keeps its name on the chip). */
export function speakerColours(segments: readonly { speaker: string }[], extra: readonly string[] = []): Map<string, string> {
  const order = speakersInOrder(segments);
  for (const name of extra) if (!order.includes(name)) order.push(name);
  return new Map(order.map((name, i) => [name, SPEAKER_COLOURS[i % SPEAKER_COLOURS.length] ?? SPEAKER_COLOURS[0]]));
}

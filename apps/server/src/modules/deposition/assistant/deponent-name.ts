/**
 * The witness as a person, from the deponent the session was opened for. Staff write the deponent
 * as a caption does — "Denise Marchetti, Director of Human Resources, Vantage Robotics, Inc.",
 * "Gregory Tallmadge, P.E. — Northeast Forensic Engineering" — and the assistant reads the name
 * alone: the title and employer would otherwise count as words everywhere in the case (so
 * "director" or "engineer" would weigh nothing as a subject) and as the witness's name (so any
 * sentence naming Vantage would read as one about the witness).
 */
export function deponentName(deponent: string): string {
  const name = deponent.split(/\s*(?:,|\(|\s[-–—]\s)\s*/)[0]?.trim() ?? '';
  return /\p{L}{2}/u.test(name) ? name : deponent.trim();
}

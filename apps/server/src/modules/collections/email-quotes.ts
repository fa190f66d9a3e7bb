/**
 * Splits an e-mail body into what its author wrote and what it copied from earlier messages.
 *
 * Recognised forms, as mail clients write them:
 * - lines prefixed with ">" (any depth), wherever they are — inline replies interleave them;
 * - an attribution line ("On Tue, 3 Mar 2026, Ann <ann@x> wrote:", also wrapped over up to three
 *   lines, and its German, French, Spanish, Italian and Dutch forms): what follows is copied;
 *   when the copy is ">"-prefixed, unprefixed lines after it are the author's inline answers;
 * - "-----Original Message-----", "---------- Forwarded message ---------", "Begin forwarded
 *   message:" and their translations, and Outlook's "From: … Sent: …" header block (optionally
 *   after a "______" rule): everything from there to the end is copied (Outlook does not prefix).
 */

const ORIGINAL_MESSAGE =
  /^\s*-{2,}\s*(original message|forwarded message|ursprüngliche nachricht|weitergeleitete nachricht|message d'origine|message transféré|mensaje original|mensaje reenviado|messaggio originale|messaggio inoltrato|oorspronkelijk bericht|doorgestuurd bericht)\s*-*\s*$/i;
const BEGIN_FORWARDED = /^\s*begin forwarded message\s*:?\s*$/i;
const RULE = /^\s*_{8,}\s*$/;
const HEADER_FROM = /^\s*\*?(from|von|de|van|da)\s*:\*?\s*\S/i;
const HEADER_SENT = /^\s*\*?(sent|date|gesendet|datum|envoyé|enviado|inviato|verzonden|data|fecha)\s*:/i;
const ATTRIBUTION_START = /^\s*(on|am|le|el|il|op)\s/i;
const ATTRIBUTION_END = /(wrote|schrieb|a écrit|escribió|ha scritto|schreef)\s*:\s*$/i;
const QUOTE_PREFIX = /^(\s*>)+ ?/;

export interface SplitBody {
  /** The author's own lines, in order. */
  own: string;
  /**
   * The own lines as runs between copied lines: an inline reply answers between quoted lines, and
   * a later copy of it keeps each run whole but interleaved with the quote.
   */
  ownBlocks: string[];
  /** Every copied line in order (">" prefixes removed), attribution and header lines included. */
  quoted: string;
}

/** Where copied material starts; `span` is how many lines the attribution itself takes. */
type Marker = { line: number; span: number; kind: 'attribution' | 'block' };

/** The first line at which copied material starts, and what kind of start it is. */
function findMarker(lines: readonly string[]): Marker | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (QUOTE_PREFIX.test(line)) continue;
    if (ORIGINAL_MESSAGE.test(line) || BEGIN_FORWARDED.test(line)) return { line: i, span: 1, kind: 'block' };
    if (RULE.test(line) && lines.slice(i + 1, i + 4).some((l) => HEADER_FROM.test(l))) return { line: i, span: 1, kind: 'block' };
    if (HEADER_FROM.test(line) && lines.slice(i + 1, i + 7).some((l) => HEADER_SENT.test(l))) return { line: i, span: 1, kind: 'block' };
    if (ATTRIBUTION_START.test(line)) {
      // Clients wrap long attributions ("On …, Ann Example <\nann@example.com> wrote:").
      let joined = line;
      for (let k = 0; k < 3 && i + k < lines.length; k++) {
        if (k > 0) joined += ` ${lines[i + k] ?? ''}`;
        if (joined.length > 400) break;
        if (ATTRIBUTION_END.test(joined)) return { line: i, span: k + 1, kind: 'attribution' };
      }
    }
  }
  return null;
}

export function splitQuoted(body: string): SplitBody {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const marker = findMarker(lines);
  const own: string[] = [];
  const quoted: string[] = [];
  const blocks: string[][] = [[]];
  let lastWasQuote = false;
  const pushOwn = (line: string) => {
    if (lastWasQuote && line.trim() !== '') blocks.push([]);
    if (line.trim() !== '') lastWasQuote = false;
    own.push(line);
    blocks[blocks.length - 1]?.push(line);
  };
  const pushQuoted = (line: string) => {
    lastWasQuote = true;
    quoted.push(line);
  };
  const end = marker?.line ?? lines.length;
  for (let i = 0; i < end; i++) {
    const line = lines[i] ?? '';
    if (QUOTE_PREFIX.test(line)) pushQuoted(line.replace(QUOTE_PREFIX, ''));
    else pushOwn(line);
  }
  if (marker) {
    const rest = lines.slice(marker.line);
    const prefixedCopy = marker.kind === 'attribution' && rest.some((l) => QUOTE_PREFIX.test(l));
    rest.forEach((line, k) => {
      if (QUOTE_PREFIX.test(line)) pushQuoted(line.replace(QUOTE_PREFIX, ''));
      else if (prefixedCopy && k >= marker.span) pushOwn(line);
      else pushQuoted(line);
    });
  }
  return {
    own: own.join('\n').trim(),
    ownBlocks: blocks.map((b) => b.join('\n').trim()).filter((b) => b !== ''),
    quoted: quoted.join('\n'),
  };
}

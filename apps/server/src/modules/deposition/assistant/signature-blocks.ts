/**
 * An agreement's signature block: each party's name in capitals over the line its signatory signs
 * on, side by side or one under the other —
 *
 *   NORTHWIND FREIGHT INC.                 CASTELLAN LOGISTICS LLC
 *   By: Thomas Beckett, Chief Executive    By: Raymond Voss, Chief Operating Officer
 *
 *   ACME CORP.
 *   By: ____________________
 *   Name: Jane Roe
 *   Title: President
 *
 * Read as a whole the block names everyone who signed; read by column it says who signed for whom.
 * "Who signed the agreement for Northwind?" is answered by the first column only: the second
 * column's signatory signed the same paper in another role.
 */

export interface Signatory {
  /** The party as the block writes it ("NORTHWIND FREIGHT INC."). */
  party: string;
  /** What the signatory's line says: name and title ("Thomas Beckett, Chief Executive Officer"). */
  signer: string;
}

/** Columns of a line laid out side by side: three or more spaces (or a tab) apart. */
const columns = (line: string): { text: string; at: number }[] => {
  const out: { text: string; at: number }[] = [];
  for (const m of line.matchAll(/\S+(?:(?: {1,2})\S+)*/g)) out.push({ text: m[0], at: m.index });
  return out;
};

/** A party's line: its letters in capitals ("CASTELLAN LOGISTICS LLC"), or a firm's form ("Acme Corp."). */
const PARTY = /^(?=.*[A-Z]{2})[A-Z0-9][A-Z0-9&.,'’\- ]{2,80}$|\b(?:Inc|LLC|LLP|L\.P|Corp(?:oration)?|Co|Ltd|Company|Cooperative)\.?,?$/;
const BY = /^By:\s*/i;
/** A signature line's own marks: "/s/", the rule drawn to sign on. */
const SIGN_MARKS = /\/s\/|_{2,}|\s/g;

/** The signature line as written, less the rule drawn to sign on ("By: /s/ Jane Roe"); empty when no name is typed on it. */
function cleanSigner(text: string): string {
  const line = text.replace(BY, '').replace(/_{2,}/g, ' ').replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
  return line.replace(SIGN_MARKS, '').trim() ? line : '';
}

/** The column of `cells` that starts nearest `at` (columns of one block line up by their start). */
function cellAt(cells: { text: string; at: number }[], at: number): { text: string; at: number } | undefined {
  let best: { text: string; at: number } | undefined;
  for (const c of cells) if (!best || Math.abs(c.at - at) < Math.abs(best.at - at)) best = c;
  return best && Math.abs(best.at - at) <= 12 ? best : undefined;
}

/**
 * The signatories of a page's signature blocks, each with the party it signed for, and the lines
 * the blocks take (read instead of those lines: as a run of text they join every column into one).
 */
export function signatureBlocks(text: string): { signatories: Signatory[]; lines: Set<number> } {
  const lines = text.split('\n');
  const signatories: Signatory[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const cells = columns(lines[i]!);
    if (cells.length === 0 || !cells.every((c) => BY.test(c.text))) continue;
    // The parties' line: the nearest line above, within three, with a party over each signature.
    let partyLine = -1;
    for (let k = i - 1; k >= Math.max(0, i - 3); k -= 1) {
      const above = columns(lines[k]!);
      if (above.length === 0) continue;
      if (cells.every((c) => PARTY.test(cellAt(above, c.at)?.text ?? ''))) partyLine = k;
      break;
    }
    if (partyLine < 0) continue;
    const parties = columns(lines[partyLine]!);
    // A blank signature line names its signatory below it ("Name: Jane Roe", "Title: President").
    const below = lines.slice(i + 1, i + 5).map(columns);
    const field = (label: string, at: number): string => {
      for (const row of below) {
        const cell = cellAt(row, at);
        const m = cell && new RegExp(`^${label}:\\s*(.+)$`, 'i').exec(cell.text);
        if (m) return m[1]!.trim();
      }
      return '';
    };
    for (const c of cells) {
      const party = cellAt(parties, c.at)!.text.replace(/,$/, '');
      const name = cleanSigner(c.text) || field('Name', c.at);
      if (!name) continue;
      const title = field('Title', c.at);
      signatories.push({ party, signer: title && !name.includes(title) ? `${name}, ${title}` : name });
    }
    taken.add(partyLine).add(i);
    for (let k = i + 1; k < Math.min(lines.length, i + 5); k += 1) if (/^\s*(?:Name|Title|Date):/i.test(lines[k]!)) taken.add(k);
  }
  return { signatories, lines: taken };
}

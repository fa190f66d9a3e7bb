import { TRANSCRIPT_LINES_PER_PAGE } from '@app/contract';
import { ImportLayoutError, NO_NUMBERED_LINES, TOO_FEW_NUMBERED_LINES } from './errors.js';

/** One numbered line of the reporter's page; `text` is what follows the line number, trimmed. */
export interface SourceLine {
  page: number;
  line: number;
  text: string;
}

export interface PageLayout {
  lines: SourceLine[];
  /** The unnumbered lines (a cover sheet, headers, footers), trimmed, for finding the deponent. */
  unnumbered: string[];
  warnings: string[];
}

/**
 * A line number at the start of a line (possibly indented; PDF text may put several spaces or a tab
 * after it). A reporter's pages have 25 lines; up to 99 are read so that a longer page is reported
 * rather than mistaken for prose. A video deposition's time stamp before the number
 * ("10:32:15  12  Q. ...") is skipped; PDF text may use no-break spaces.
 */
const NUMBERED = /^\s*(?:\d{1,2}:\d{2}(?::\d{2})?[^\S\n]+)?(\d{1,2})(?:[^\S\n]+(.*))?$/;
/** "Page 12", "Page 12 of 80", "- 12 -", "12" alone: a page header or footer. */
const PAGE_MARK = /^\s*(?:page\s+(\d{1,5})(?:\s+of\s+\d+)?|-?\s*(\d{1,5})\s*-?|(\d{1,5})\s+of\s+\d{1,5})\s*$/i;
/** "Page 12" inside a longer header line ("JOHN DOE — March 4, 2024   Page 12"). */
const PAGE_IN_HEADER = /\bpage\s+(\d{1,5})\b/i;

interface RawPage {
  /** Unnumbered lines seen before the page's first numbered line, after the previous page's last. */
  before: string[];
  numbered: { line: number; text: string }[];
  /** Unnumbered lines after the last numbered line (only known for form-feed pages and the last one). */
  after: string[];
  /** The page ended at a form feed (its `after` lines are its own footer, not the next page's header). */
  closedByFormFeed: boolean;
}

function pageMarkOf(line: string): number | null {
  const mark = PAGE_MARK.exec(line);
  if (mark) return Number(mark[1] ?? mark[2] ?? mark[3]);
  const inHeader = PAGE_IN_HEADER.exec(line);
  return inHeader ? Number(inHeader[1]) : null;
}

/** The next line with words after `index` (looked for a few lines ahead: blank lines are few). */
function nextWithWords(lines: readonly string[], index: number): string | undefined {
  for (let k = index + 1; k < lines.length && k <= index + 5; k += 1) if (lines[k]?.trim()) return lines[k];
  return undefined;
}

const isLoneNumber = (line: string) => /^\s*\d{1,5}\s*$/.test(line);

function leadingNumber(line: string | undefined): number | null {
  const m = line === undefined ? null : /^\s*(?:\d{1,2}:\d{2}(?::\d{2})?[^\S\n]+)?(\d{1,2})(?:[^\S\n]|$)/.exec(line);
  return m ? Number(m[1]) : null;
}

/**
 * Splits the text into the reporter's pages. A page starts at a form feed or where the line
 * numbers start again (a number not above the previous one). A number alone on a line is a blank
 * numbered line when it is the next line number, and a page number otherwise (or when the next
 * line carries the same number: "1" above "1  Q. ..." is page 1's header).
 * A lone "1" after a page's lines starts a new page only when line 2 follows it.
 */
function splitPages(text: string): { pages: RawPage[]; unnumbered: number; other: string[] } {
  const pages: RawPage[] = [];
  let current: RawPage = { before: [], numbered: [], after: [], closedByFormFeed: false };
  let unnumbered = 0;
  const other: string[] = [];
  const chunks = text.replace(/\r\n?/g, '\n').split('\f');
  const close = (byFormFeed: boolean) => {
    if (current.numbered.length > 0) {
      current.closedByFormFeed = byFormFeed;
      pages.push(current);
      current = { before: [], numbered: [], after: [], closedByFormFeed: false };
    } else if (byFormFeed) {
      // A form-feed chunk without numbered lines (a cover sheet): its lines are not the next page's header.
      current.before = [];
    }
  };
  chunks.forEach((chunk, chunkIndex) => {
    if (chunkIndex > 0) close(true);
    const lines = chunk.split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      const raw = lines[i] ?? '';
      if (raw.trim() === '') continue;
      const m = NUMBERED.exec(raw);
      const lastLine = current.numbered.at(-1)?.line ?? 0;
      let n = m ? Number(m[1]) : null;
      if (n !== null && !isLoneNumber(raw) && pageMarkOf(raw) !== null && PAGE_MARK.test(raw)) n = null; // "3 of 80"
      if (n !== null && isLoneNumber(raw)) {
        const next = nextWithWords(lines, i);
        // A blank line 1 of a page that follows without a form feed needs line 2 after it; a
        // lone "1" after line 25 is otherwise page 1's footer.
        // A lone 26 after line 25 is page 26's number, not a 26th line.
        const isNextLine = (n === lastLine + 1 && n <= TRANSCRIPT_LINES_PER_PAGE) || (n === 1 && lastLine > 0 && leadingNumber(next) === 2);
        if (!isNextLine || leadingNumber(next) === n) n = null;
      }
      if (n === null || n < 1 || !m) {
        // Unnumbered: a header or footer (page number, reporter's name) or stray text.
        (current.numbered.length > 0 ? current.after : current.before).push(raw);
        unnumbered += pageMarkOf(raw) === null ? 1 : 0;
        other.push(raw.trim());
        continue;
      }
      if (n <= lastLine) {
        // The numbers start again: a new page without a form feed. What came after the last
        // numbered line is either that page's footer or this page's header; decided later.
        const between = current.after;
        current.after = [];
        close(false);
        current.before = between;
      } else if (current.after.length > 0) {
        // Unnumbered text in the middle of a page: keep it as part of the page's text (a lone
        // number there was a blank line read as a page number: "25" above a header "25").
        for (const stray of current.after) if (pageMarkOf(stray) === null) current.numbered.push({ line: -1, text: stray.trim() });
        current.after = [];
      }
      current.numbered.push({ line: n, text: (m[2] ?? '').trim() });
    }
  });
  // The end of the text is not a form feed: the last page's trailing lines may be a footer in
  // either reading (numberPages treats the last page's own lines as its footer).
  close(false);
  return { pages, unnumbered, other };
}

/**
 * Page numbers from headers or footers. With form feeds each page's own lines say it; without
 * them the lines between two pages could be the first's footer or the second's header, so both
 * readings are tried and the one whose numbers run on consecutively wins (header on a tie).
 */
function numberPages(pages: RawPage[]): number[] {
  const markIn = (lines: string[]) => {
    for (const l of lines) {
      const n = pageMarkOf(l);
      if (n !== null) return n;
    }
    return null;
  };
  const reading = (header: boolean) =>
    pages.map((p, i) => {
      const own = p.closedByFormFeed || i === pages.length - 1 ? markIn(p.after) : null;
      const headerMark = markIn(p.before);
      const footerMark = p.closedByFormFeed || i === pages.length - 1 ? own : markIn(pages[i + 1]?.before ?? []);
      if (p.closedByFormFeed) return headerMark ?? own;
      return header ? (headerMark ?? own) : (footerMark ?? (i === 0 ? headerMark : null));
    });
  const consecutive = (marks: (number | null)[]) =>
    marks.reduce<number>((score, n, i) => {
      const prev = marks[i - 1];
      return score + (n !== null && prev !== null && prev !== undefined && n === prev + 1 ? 1 : 0);
    }, 0);
  const asHeaders = reading(true);
  const asFooters = reading(false);
  const marks = consecutive(asFooters) > consecutive(asHeaders) ? asFooters : asHeaders;
  const numbers: number[] = [];
  marks.forEach((mark, i) => {
    const previous = numbers[i - 1];
    const expected = previous === undefined ? 1 : previous + 1;
    numbers.push(mark !== null && (previous === undefined || mark > previous) ? mark : expected);
  });
  return numbers;
}

/**
 * The numbered lines of a court reporter's transcript, each with its page and line. Throws
 * ImportLayoutError when the text has no such structure.
 */
export function readPageLayout(text: string): PageLayout {
  const { pages, unnumbered, other } = splitPages(text);
  const numberedCount = pages.reduce((sum, p) => sum + p.numbered.filter((l) => l.line > 0).length, 0);
  if (numberedCount === 0) throw new ImportLayoutError(NO_NUMBERED_LINES);
  if (numberedCount < 3 || unnumbered > numberedCount) throw new ImportLayoutError(TOO_FEW_NUMBERED_LINES);
  const pageNumbers = numberPages(pages);
  const warnings: string[] = [];
  const lines: SourceLine[] = [];
  pages.forEach((p, i) => {
    const page = pageNumbers[i] ?? i + 1;
    const numbered = p.numbered.filter((l) => l.line > 0);
    const last = numbered.at(-1)?.line ?? 0;
    if (last > TRANSCRIPT_LINES_PER_PAGE) warnings.push(`Page ${page} has ${last} lines; a reporter's page has ${TRANSCRIPT_LINES_PER_PAGE}.`);
    const skipped = numbered.filter((l, k) => k > 0 && l.line !== (numbered[k - 1]?.line ?? 0) + 1);
    if (skipped.length > 0) warnings.push(`Page ${page}: line numbers are not consecutive (before line ${skipped.map((l) => l.line).join(', ')}).`);
    if (p.numbered.some((l) => l.line < 0)) warnings.push(`Page ${page} has unnumbered text between its lines; it was joined to the line above.`);
    let lastLine = 0;
    for (const l of p.numbered) {
      if (l.line < 0) {
        // Stray text joins the line above; it has no line number of its own.
        const previous = lines.at(-1);
        if (previous && previous.page === page) previous.text = `${previous.text} ${l.text}`.trim();
        continue;
      }
      lastLine = l.line;
      lines.push({ page, line: lastLine, text: l.text });
    }
  });
  return { lines, unnumbered: other, warnings };
}

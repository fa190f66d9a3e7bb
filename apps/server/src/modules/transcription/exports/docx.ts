import { AlignmentType, Document, Footer, LineRuleType, Packer, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import type { TranscriptLayout } from './layout.js';

/** What the caption page says. */
export interface TranscriptCaption {
  caseName: string;
  docketNumber: string | null;
  court: string | null;
  /** "Deposition of …" (an import that names the deponent), else the source file's name. */
  title: string;
  /** How the words were taken down: the engine and model, or the reporter's transcript imported. */
  source: string;
  /** The day of the transcript (yyyy-mm-dd). */
  date: string;
}

const FONT = 'Courier New';
const SIZE = 24; // half-points: 12 pt
const LINE = 480; // twips, exact: double spacing for 12 pt, 25 lines and the page number fit a letter page
const INCH = 1440;

const run = (text: string, bold = false) => new TextRun({ text, font: FONT, size: SIZE, bold });

const spaced = { line: LINE, lineRule: LineRuleType.EXACT, before: 0, after: 0 };

/** The page number at the top of each transcript page, where a reporter prints it. */
function pageHeading(pageNumber: number, breakBefore: boolean): Paragraph {
  return new Paragraph({ alignment: AlignmentType.RIGHT, spacing: spaced, pageBreakBefore: breakBefore, children: [run(`Page ${pageNumber}`)] });
}

/** One numbered line: the number right-aligned in the margin column, the words after it. */
function numberedLine(number: number, text: string): Paragraph {
  return new Paragraph({
    spacing: spaced,
    keepLines: true,
    tabStops: [
      { type: TabStopType.RIGHT, position: Math.round(0.4 * INCH) },
      { type: TabStopType.LEFT, position: Math.round(0.55 * INCH) },
    ],
    children: [new TextRun({ font: FONT, size: SIZE, children: [new Tab(), String(number), new Tab(), text] })],
  });
}

function captionPage(caption: TranscriptCaption): Paragraph[] {
  const centred = (text: string, bold = false) => new Paragraph({ alignment: AlignmentType.CENTER, spacing: spaced, children: [run(text, bold)] });
  const lines = [
    ...(caption.court ? [centred(caption.court.toUpperCase(), true)] : []),
    centred(''),
    centred(caption.caseName, true),
    ...(caption.docketNumber ? [centred(`Case No. ${caption.docketNumber}`)] : []),
    centred(''),
    centred('TRANSCRIPT', true),
    centred(caption.title),
    centred(''),
    centred(`Date: ${caption.date}`),
    centred(caption.source),
  ];
  return lines;
}

/**
 * The transcript as a court reporter lays it out: a caption page, then each page of 25 numbered
 * lines in Courier New 12 pt, double spaced, "Page N" at the top of the page and in the footer.
 * The pages are the transcript document's pages (layout.ts), so a page cited from search is the
 * same page here.
 */
export async function transcriptDocx(layout: TranscriptLayout, caption: TranscriptCaption): Promise<Buffer> {
  const body: Paragraph[] = [...captionPage(caption)];
  for (const page of layout.pages) {
    body.push(pageHeading(page.pageNumber, true));
    page.lines.forEach((text, i) => body.push(numberedLine(i + 1, text)));
  }
  const doc = new Document({
    creator: 'Legal document discovery',
    title: `${caption.caseName} — ${caption.title}`,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 8.5 * INCH, height: 11 * INCH },
            // 6.75 in of text: the number column (0.55 in) and a 60-character line (6 in of Courier
            // New 12 pt) never wrap again in Word; 26 exact 24 pt lines fit the 9 in between margins.
            margin: { top: INCH, bottom: INCH, left: INCH, right: 0.75 * INCH, header: INCH / 2, footer: INCH / 2 },
          },
        },
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ font: FONT, size: 20, text: `${caption.caseName} — ${caption.title}` })] })],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

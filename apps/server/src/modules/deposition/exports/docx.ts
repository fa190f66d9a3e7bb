import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, ShadingType, TextRun } from 'docx';
import type { DepositionReport } from './report.js';
import { captionLines, GOAL_LABELS, insightHeading, marker, quoteSource, summaryLines } from './report.js';

const FONT = 'Calibri';
const text = (value: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) => new TextRun({ text: value, font: FONT, size: opts.size ?? 22, bold: opts.bold ?? false, italics: opts.italics ?? false });
const heading = (value: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 120 }, children: [new TextRun({ text: value, font: FONT, bold: true, size: 28 })] });

/** An insight beside its answer: a shaded, bordered box indented under the line. */
function annotation(insight: DepositionReport['entries'][number]['insights'][number]): Paragraph[] {
  const box = {
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: insight.type === 'contradiction' ? 'FDE2E1' : 'FFF4D6' },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: insight.type === 'contradiction' ? 'C0392B' : 'B7791F', space: 4 } },
    indent: { left: 720 },
  };
  return [
    new Paragraph({ ...box, spacing: { before: 60 }, children: [text(insightHeading(insight), { bold: true })] }),
    ...(insight.detail ? [new Paragraph({ ...box, children: [text(insight.detail)] })] : []),
    ...insight.quotes.map((q) => new Paragraph({ ...box, children: [text(`${quoteSource(q)}: `, { bold: true }), text(`“${q.text}”`, { italics: true })] })),
    new Paragraph({ ...box, spacing: { after: 60 }, children: [text(`Engine: ${insight.engine}`, { size: 16 })] }),
  ];
}

export async function renderDocx(report: DepositionReport): Promise<Buffer> {
  const [caseName, title, ...rest] = captionLines(report);
  const children: Paragraph[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [text(caseName ?? '', { bold: true, size: 28 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [text(title ?? '', { bold: true, size: 32 })] }),
    ...rest.map((line) => new Paragraph({ alignment: AlignmentType.CENTER, children: [text(line)] })),
    heading('Goals'),
    ...(report.goals.length === 0
      ? [new Paragraph({ children: [text('No goals were set.', { italics: true })] })]
      : report.goals.map(
          (g, i) =>
            new Paragraph({
              children: [
                text(`${i + 1}. ${g.text} — `),
                text(GOAL_LABELS[g.status] ?? g.status, { bold: true }),
                ...(g.lines.length > 0 ? [text(` (lines ${g.lines.join(', ')})`)] : []),
              ],
            }),
        )),
    heading('Testimony'),
  ];
  if (report.entries.length === 0) children.push(new Paragraph({ children: [text('No testimony was taken.', { italics: true })] }));
  for (const { segment, insights } of report.entries) {
    children.push(
      new Paragraph({
        spacing: { before: 60 },
        children: [text(`${segment.line}  `, { size: 18 }), text(`${marker(segment)} `, { bold: true }), text(segment.text)],
      }),
    );
    for (const insight of insights) children.push(...annotation(insight));
  }
  children.push(heading('Summary'), ...[report.summary.text, ...summaryLines(report.summary)].map((line) => new Paragraph({ spacing: { after: 80 }, children: [text(line)] })));
  const doc = new Document({ creator: 'Deposition assistant', title: report.title, sections: [{ children }] });
  return Packer.toBuffer(doc);
}

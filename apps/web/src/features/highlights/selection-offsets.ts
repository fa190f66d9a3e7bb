/**
 * Maps a DOM selection inside a page's text element to character offsets of the page text. The
 * element's text content is the page text verbatim (marks only wrap runs of it), so the offset of
 * a point is the length of all text nodes before it plus its offset within its own text node.
 */
export interface TextRange {
  start: number;
  end: number;
}

function offsetOf(container: Node, node: Node, offset: number): number {
  const range = (container.ownerDocument ?? document).createRange();
  range.selectNodeContents(container);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The selected range of the page text, or null when nothing (or something outside the page) is
 * selected. A selection that starts or ends outside the element is cut to the element.
 */
export function selectionOffsets(container: Element, selection: Selection | null): TextRange | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const length = container.textContent?.length ?? 0;
  const startInside = container.contains(range.startContainer);
  const endInside = container.contains(range.endContainer);
  if (!startInside && !endInside) {
    // Everything selected around the element (select-all): the whole page.
    return range.intersectsNode(container) && length > 0 ? { start: 0, end: length } : null;
  }
  const start = startInside ? offsetOf(container, range.startContainer, range.startOffset) : 0;
  const end = endInside ? offsetOf(container, range.endContainer, range.endOffset) : length;
  if (end <= start) return null;
  return { start, end };
}

/**
 * Where typed words sit on the page (the keyboard way to highlight without selecting): the first
 * occurrence, ignoring case and treating any run of spaces or line breaks as one space.
 */
export function findPassage(text: string, typed: string): TextRange | null {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const match = new RegExp(escaped.join('\\s+'), 'i').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

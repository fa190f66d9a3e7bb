import { afterEach, describe, expect, it } from 'vitest';
import { selectionOffsets } from './selection-offsets';

function pre(html: string): HTMLElement {
  const element = document.createElement('pre');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number): Selection {
  const selection = document.getSelection() as Selection;
  const range = document.createRange();
  range.setStart(startNode, startOffset);
  range.setEnd(endNode, endOffset);
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

afterEach(() => {
  document.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
});

describe('selectionOffsets', () => {
  it('counts characters of the page text across marks', () => {
    // "WHEREAS the " + <mark>"parties"</mark> + "\nagree" : offsets run over the text nodes.
    const element = pre('WHEREAS the <mark>parties</mark>\nagree');
    const [before, mark, after] = [...element.childNodes] as [Node, HTMLElement, Node];
    const selection = select(mark.firstChild as Node, 3, after, 3);
    const range = selectionOffsets(element, selection);
    expect(range).toEqual({ start: 15, end: 22 });
    expect(element.textContent?.slice(range!.start, range!.end)).toBe('ties\nag');
    expect(selectionOffsets(element, select(before, 0, before, 7))).toEqual({ start: 0, end: 7 });
  });

  it('reads a point between elements', () => {
    const element = pre('ab<mark>cd</mark>ef');
    // Offset 2 of the pre: after "ab" and the mark.
    expect(selectionOffsets(element, select(element, 1, element, 2))).toEqual({ start: 2, end: 4 });
  });

  it('cuts a selection that runs past the page to the page', () => {
    const outside = document.createElement('p');
    outside.textContent = 'Heading';
    document.body.append(outside);
    const element = pre('page text');
    expect(selectionOffsets(element, select(outside.firstChild as Node, 2, element.firstChild as Node, 4))).toEqual({ start: 0, end: 4 });
  });

  it('ignores an empty selection and one outside the page', () => {
    const other = document.createElement('p');
    other.textContent = 'elsewhere';
    document.body.append(other);
    const element = pre('page text');
    expect(selectionOffsets(element, select(element.firstChild as Node, 2, element.firstChild as Node, 2))).toBeNull();
    expect(selectionOffsets(element, select(other.firstChild as Node, 0, other.firstChild as Node, 4))).toBeNull();
    expect(selectionOffsets(element, null)).toBeNull();
  });
});

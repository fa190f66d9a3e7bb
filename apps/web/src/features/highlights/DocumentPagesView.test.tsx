import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { Highlight } from '@app/contract';
import userEvent from '@testing-library/user-event';
import { DocumentPagesView } from './DocumentPagesView';

const pages = [
  { page_number: 1, text: 'WHEREAS the parties\nagree as follows:', ocr: false },
  { page_number: 2, text: '<img src=x onerror="alert(1)"><b>Exhibit 4</b>', ocr: true },
];

describe('DocumentPagesView', () => {
  it('shows one page at a time, keeping its line breaks', () => {
    render(<DocumentPagesView pages={pages} inFlight={false} />);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const text = screen.getByRole('region', { name: 'Text of page 1' });
    expect(text.textContent).toBe('WHEREAS the parties\nagree as follows:');
    expect(screen.queryByText('OCR')).toBeNull();
  });

  it('renders markup in a document as text, never as HTML, and marks OCR pages', async () => {
    const user = userEvent.setup();
    render(<DocumentPagesView pages={pages} inFlight={false} />);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    const text = screen.getByRole('region', { name: 'Text of page 2' });
    expect(text.textContent).toBe('<img src=x onerror="alert(1)"><b>Exhibit 4</b>');
    expect(text.querySelector('img, b')).toBeNull();
    expect(screen.getByText('OCR')).toBeTruthy();
  });

  it('says why there is no text yet', () => {
    render(<DocumentPagesView pages={[]} inFlight />);
    expect(screen.getByText('The text appears here once processing finishes.')).toBeTruthy();
  });
});

/** A highlight of page 2 (by default); its quote is the page's text at its offsets unless given. */
const highlight = (over: Partial<Highlight>): Highlight => ({
  quote: pages[(over.page_number ?? 2) - 1]!.text.slice(over.start ?? 0, over.end ?? 4),
  id: 'h1',
  case_id: 'c',
  document_id: 'd',
  filename: 'memo.txt',
  page_number: 2,
  start: 0,
  end: 4,
  colour: 'yellow',
  note: null,
  tags: [],
  author_id: 'u',
  author_name: 'Ada Associate',
  can_edit: true,
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
  ...over,
});

describe('DocumentPagesView highlights and passages', () => {
  const text = pages[1]!.text;
  const at = (needle: string) => ({ start: text.indexOf(needle), end: text.indexOf(needle) + needle.length });

  it('paints highlights as marks over escaped text, overlaps split into runs, with the note in their name', async () => {
    const user = userEvent.setup();
    const older = highlight({ id: 'h1', ...at('onerror="alert(1)"><b>Exhibit'), note: 'Script in the exhibit', colour: 'green' });
    const newer = highlight({ id: 'h2', ...at('<b>Exhibit 4'), colour: 'pink', created_at: '2030-01-02T10:00:00.000Z' });
    const opened: string[][] = [];
    render(<DocumentPagesView pages={pages} inFlight={false} focus={{ page: 2, ...at('Exhibit') }} highlights={[newer, older]} onOpenHighlights={(hs) => opened.push(hs.map((h) => h.id))} />);
    // The passage's page is shown first.
    const region = screen.getByRole('region', { name: 'Text of page 2' });
    expect(region.textContent).toBe(text);
    expect(region.querySelector('img, b')).toBeNull();
    const marks = [...region.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['onerror="alert(1)">', '<b>', 'Exhibit', ' 4']);
    expect(marks.map((m) => m.dataset.highlightIds)).toEqual(['h1', 'h1 h2', 'h1 h2', 'h2']);
    // The newest highlight is painted on top where they overlap.
    expect(marks.map((m) => m.dataset.colour)).toEqual(['green', 'pink', 'pink', 'pink']);
    expect(marks[0]!.getAttribute('aria-label')).toContain('Note: Script in the exhibit');
    // One tab stop per highlight, and the focused passage outlined inside them.
    expect(marks.map((m) => m.tabIndex)).toEqual([0, 0, -1, -1]);
    expect(region.querySelectorAll('[data-passage]')).toHaveLength(1);
    expect(region.querySelector('[data-passage]')?.textContent).toBe('Exhibit');

    await user.click(marks[2]!);
    expect(opened).toEqual([['h1', 'h2']]);
    marks[3]!.focus();
    await user.keyboard('{Enter}');
    expect(opened[1]).toEqual(['h2']);
  });

  it('does not paint a highlight whose words are no longer at its offsets (text changed by reprocessing)', () => {
    const current = highlight({ id: 'h1', ...at('Exhibit') });
    const stale = highlight({ id: 'h2', ...at('<b>'), quote: 'Exhibit 3' });
    render(<DocumentPagesView pages={pages} inFlight={false} focus={{ page: 2, start: 0, end: 0 }} highlights={[current, stale]} />);
    const marks = [...screen.getByRole('region', { name: 'Text of page 2' }).querySelectorAll('mark')];
    expect(marks.map((m) => m.dataset.highlightIds)).toEqual(['h1']);
  });

  it('offers "Add highlight" only when allowed and passes the selected range of the shown page', async () => {
    const user = userEvent.setup();
    const calls: [number, unknown][] = [];
    const { rerender } = render(<DocumentPagesView pages={pages} inFlight={false} />);
    expect(screen.queryByRole('button', { name: 'Add highlight' })).toBeNull();
    rerender(<DocumentPagesView pages={pages} inFlight={false} onAddHighlight={(page, range) => calls.push([page.page_number, range])} />);
    const node = screen.getByRole('region', { name: 'Text of page 1' }).firstChild as Node;
    const range = document.createRange();
    range.setStart(node, 8);
    range.setEnd(node, 19);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add highlight' }).className).toContain('contained'));
    await user.click(screen.getByRole('button', { name: 'Add highlight' }));
    expect(calls).toEqual([[1, { start: 8, end: 19 }]]);
    // A selection belongs to its page: on page 2 there is none.
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await user.click(screen.getByRole('button', { name: 'Add highlight' }));
    expect(calls[1]).toEqual([2, null]);
  });
});

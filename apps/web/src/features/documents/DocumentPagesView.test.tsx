import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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

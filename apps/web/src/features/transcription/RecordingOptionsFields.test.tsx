import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RecordingOptionsFields } from './RecordingOptionsFields';

describe('RecordingOptionsFields', () => {
  it('offers automatic detection by default and passes a chosen language and speaker count on', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RecordingOptionsFields value={{}} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Detect automatically');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Spanish' }));
    expect(onChange).toHaveBeenLastCalledWith({ language: 'es' });
    rerender(<RecordingOptionsFields value={{ language: 'es' }} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Speakers' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '3' }));
    expect(onChange).toHaveBeenLastCalledWith({ language: 'es', speaker_count: 3 });
  });
});

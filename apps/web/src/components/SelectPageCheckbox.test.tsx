import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectPageCheckbox } from './SelectPageCheckbox';

const box = () => screen.getByRole('checkbox', { name: 'Select every document on this page' }) as HTMLInputElement;

describe('a page’s select-all box', () => {
  it('says "mixed" natively as well as in ARIA when some rows are chosen, so the two agree', () => {
    const { rerender } = render(<SelectPageCheckbox ids={['a', 'b']} selected={new Set(['a'])} onSetMany={() => undefined} label="Select every document on this page" />);
    expect(box().indeterminate).toBe(true);
    expect(box()).toHaveAttribute('aria-checked', 'mixed');
    rerender(<SelectPageCheckbox ids={['a', 'b']} selected={new Set(['a', 'b'])} onSetMany={() => undefined} label="Select every document on this page" />);
    expect(box().indeterminate).toBe(false);
    expect(box().checked).toBe(true);
  });

  it('chooses the page when not all of it is chosen, and lets it go when it is', async () => {
    const onSetMany = vi.fn();
    const { rerender } = render(<SelectPageCheckbox ids={['a', 'b']} selected={new Set(['a'])} onSetMany={onSetMany} label="Select every document on this page" />);
    await userEvent.click(box());
    expect(onSetMany).toHaveBeenLastCalledWith(['a', 'b'], true);
    rerender(<SelectPageCheckbox ids={['a', 'b']} selected={new Set(['a', 'b'])} onSetMany={onSetMany} label="Select every document on this page" />);
    await userEvent.click(box());
    expect(onSetMany).toHaveBeenLastCalledWith(['a', 'b'], false);
  });
});

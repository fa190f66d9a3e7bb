import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useUrlParams } from './use-url-params';

function Page() {
  const [params, setParams] = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <button onClick={() => set('view', 'list')}>List</button>
      <button onClick={() => set('date', '2026-12-02')}>Today</button>
      <button onClick={() => void navigate('/calendar?view=week')}>Elsewhere</button>
      <output aria-label="address">{location.search}</output>
      <output aria-label="drawn">{params.toString()}</output>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

describe('useUrlParams', () => {
  it('keeps both of two changes made before the page redraws', () => {
    renderAt('/calendar?view=month');
    // Both clicks in one act: the second handler is the first render's, as with a click that lands
    // while the navigation is still being drawn.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'List' }));
      fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    });
    expect(screen.getByLabelText('address')).toHaveTextContent('?view=list&date=2026-12-02');
    expect(screen.getByLabelText('drawn')).toHaveTextContent('view=list&date=2026-12-02');
  });

  it('builds on a navigation from elsewhere once it is drawn', () => {
    renderAt('/calendar?view=month');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?view=week&date=2026-12-02');
  });
});

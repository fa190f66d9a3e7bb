import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Tab from '@mui/material/Tab';
import { ScrollableTabs } from './ScrollableTabs';

/** jsdom lays nothing out: this observer reports the last tab as past the row's edge, as on a phone. */
function overflowingRow() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        const last = target.parentElement?.lastElementChild === target;
        this.callback([{ target, isIntersecting: !last } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ScrollableTabs', () => {
  it('shows scroll arrows, phones included, when tabs run past the edge', () => {
    overflowingRow();
    const { container } = render(
      <ScrollableTabs value="a" aria-label="Sections">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => (
          <Tab key={id} value={id} label={`Tab ${id}`} />
        ))}
      </ScrollableTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const arrows = container.querySelectorAll('.MuiTabs-scrollButtons');
    expect(arrows).toHaveLength(2);
    // MUI hides the arrows below the sm breakpoint unless told not to.
    arrows.forEach((arrow) => expect(arrow).not.toHaveClass('MuiTabs-scrollButtonsHideMobile'));
    // The start arrow has nothing to scroll to yet; the end one does.
    expect(arrows[0]).toHaveClass('Mui-disabled');
    expect(arrows[1]).not.toHaveClass('Mui-disabled');
  });
});

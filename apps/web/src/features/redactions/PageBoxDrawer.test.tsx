import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PageBoxDrawer } from './PageBoxDrawer';

/** The page is 400 × 500 pixels at (100, 50) on the screen. */
function placePage() {
  const page = screen.getByTestId('redaction-page');
  page.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 500, right: 500, bottom: 550, x: 100, y: 50, toJSON: () => ({}) });
  return page;
}

// jsdom has no PointerEvent: a mouse event with a pointer id stands in (what React reads of it).
const pointer = (type: string, x: number, y: number, pointerId = 1) => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  return event;
};

describe('PageBoxDrawer', () => {
  it('draws a box in shares of the page from a pointer drag, and paints the redactions with their reasons', () => {
    const onDrawn = vi.fn();
    render(<PageBoxDrawer image={null} alt="Page 1" ratio={0.8} painted={[{ key: 'a', box: { x: 0.1, y: 0.1, width: 0.2, height: 0.05 }, reason: 'work_product' }]} pending={null} disabled={false} onDrawn={onDrawn} />);
    const page = placePage();
    expect(screen.getByTestId('painted-redaction').textContent).toBe('Work Product');
    fireEvent(page, pointer('pointerdown', 200, 100));
    fireEvent(page, pointer('pointermove', 260, 150));
    fireEvent(page, pointer('pointerup', 300, 175));
    expect(onDrawn).toHaveBeenCalledTimes(1);
    const box = onDrawn.mock.calls[0]![0] as { x: number; y: number; width: number; height: number };
    expect(box.x).toBeCloseTo(0.25);
    expect(box.y).toBeCloseTo(0.1);
    expect(box.width).toBeCloseTo(0.25);
    expect(box.height).toBeCloseTo(0.15);
  });

  it('draws nothing for a click, a drag outside the page is kept on it, and a locked set draws nothing', () => {
    const onDrawn = vi.fn();
    const { unmount } = render(<PageBoxDrawer image={null} alt="Page 1" ratio={0.8} painted={[]} pending={null} disabled={false} onDrawn={onDrawn} />);
    let page = placePage();
    fireEvent(page, pointer('pointerdown', 200, 100));
    fireEvent(page, pointer('pointerup', 200, 100));
    expect(onDrawn).not.toHaveBeenCalled();
    fireEvent(page, pointer('pointerdown', 400, 400));
    fireEvent(page, pointer('pointerup', 900, 900));
    const box = onDrawn.mock.calls[0]![0] as { x: number; y: number; width: number; height: number };
    expect(box.x + box.width).toBeCloseTo(1);
    expect(box.y + box.height).toBeCloseTo(1);
    unmount();

    const locked = vi.fn();
    render(<PageBoxDrawer image={null} alt="Page 1" ratio={0.8} painted={[]} pending={null} disabled onDrawn={locked} />);
    page = placePage();
    fireEvent(page, pointer('pointerdown', 200, 100));
    fireEvent(page, pointer('pointerup', 300, 200));
    expect(locked).not.toHaveBeenCalled();
  });
});

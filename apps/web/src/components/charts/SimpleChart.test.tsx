import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleChart } from './SimpleChart';

const POINTS = [
  { label: '1 Nov', value: 9 },
  { label: '2 Nov', value: 0 },
  { label: '3 Nov', value: 27 },
];

describe('SimpleChart', () => {
  it('labels its value axis with formatted values', () => {
    render(<SimpleChart title="Documents per day" points={POINTS} formatValue={(v) => `${v} docs`} />);
    const axis = screen.getByTestId('chart-axis');
    expect([...axis.querySelectorAll('[data-tick]')].map((t) => t.textContent)).toEqual(['0 docs', '15 docs', '30 docs']);
  });

  it('writes the value of a tapped column under the chart (touch has no hover tooltip)', async () => {
    render(<SimpleChart title="Documents per day" points={POINTS} />);
    const readout = screen.getByTestId('chart-readout');
    expect(readout).toHaveTextContent('Highest: 27 (3 Nov)');
    const hits = screen.getAllByTestId('chart-hit');
    expect(hits).toHaveLength(3);
    await userEvent.click(hits[0]!);
    expect(readout).toHaveTextContent('1 Nov: 9');
    fireEvent.mouseEnter(hits[1]!);
    expect(readout).toHaveTextContent('2 Nov: 0');
    // The plot names the read-out as its description, so a screen reader hears it with the chart.
    expect(screen.getByRole('img', { name: 'Documents per day' })).toHaveAttribute('aria-describedby', readout.id);
  });

  it('lists every value on demand, readable by anyone', async () => {
    render(<SimpleChart title="Cost per day" points={POINTS} formatValue={(v) => `$${v.toFixed(2)}`} />);
    await userEvent.click(screen.getByText('Show values'));
    const list = screen.getByLabelText('Cost per day', { selector: 'dl' });
    expect(within(list).getByText('3 Nov')).toBeVisible();
    expect(within(list).getByText('$27.00')).toBeVisible();
    expect([...screen.getByRole('img', { name: 'Cost per day' }).querySelectorAll('[data-value]')].map((m) => m.getAttribute('data-value'))).toEqual(['9', '0', '27']);
  });

  it('says so when there is nothing to draw', () => {
    render(<SimpleChart title="Empty" points={[]} />);
    expect(screen.getByText('No data for this period.')).toBeInTheDocument();
    expect(screen.queryByText('Show values')).toBeNull();
  });
});

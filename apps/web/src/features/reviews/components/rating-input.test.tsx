import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RatingInput } from './rating-input';

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return <RatingInput value={value} onChange={setValue} />;
}

describe('the star rating input', () => {
  it('offers ten half steps from 0.5 to 5, none chosen at first', () => {
    render(<Harness />);
    const steps = screen.getAllByRole('radio');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      '0.5 stars',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    expect(steps.some((step) => (step as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rating' })).toBeTruthy();
  });

  it('takes a half star by click and shows the value', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: '4.5 stars' }));
    expect((screen.getByRole('radio', { name: '4.5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('4.5 out of 5')).toBeTruthy();
  });

  it('moves by half stars with the arrow keys', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('3.5 out of 5')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('2.5 out of 5')).toBeTruthy();
  });
});

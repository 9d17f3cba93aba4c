import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusButton } from './status-button';

describe('the status button', () => {
  it('is a submit button with its label while idle', () => {
    render(<StatusButton busy={false}>Save Product</StatusButton>);
    const button = screen.getByRole('button', { name: 'Save Product' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.loading')).toBeNull();
  });

  it('is disabled with the spinner and the busy label while its action runs', () => {
    render(
      <StatusButton busy busyLabel="Sending Product...">
        Save Product
      </StatusButton>,
    );
    const button = screen.getByRole('button', { name: 'Sending Product...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.loading-spinner')).toBeTruthy();
  });

  it('keeps its label and icon place when the wait has no name of its own', () => {
    render(
      <StatusButton type="button" busy={false} icon={<svg data-testid="logo" />} disabled>
        Login with Google
      </StatusButton>,
    );
    const button = screen.getByRole('button', { name: 'Login with Google' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('logo')).toBeTruthy();
  });
});

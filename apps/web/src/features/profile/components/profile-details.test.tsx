import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile } from '@/test/data';
import { ProfileDetails } from './profile-details';

const empty = aProfile();

describe('the profile details', () => {
  it('says "Not available" for every empty field', () => {
    render(<ProfileDetails profile={empty} />);
    expect(screen.getAllByText('Not available')).toHaveLength(5);
  });

  it('shows the stored values, web links as links opening a new tab', () => {
    render(
      <ProfileDetails
        profile={{
          ...empty,
          education: 'BSc, BUET',
          number: '+880 1712-345678',
          address: 'Mirpur 10, Dhaka',
          linkedin: 'https://www.linkedin.com/in/nadia/',
          facebook: 'http://facebook.com/nadia',
        }}
      />,
    );
    expect(screen.getByText('BSc, BUET')).toBeTruthy();
    expect(screen.getByText('Mirpur 10, Dhaka')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+880 1712-345678' }).getAttribute('href')).toBe(
      'tel:+8801712345678',
    );
    const linkedin = screen.getByRole('link', { name: 'linkedin.com/in/nadia' });
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/in/nadia/');
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'facebook.com/nadia' }).getAttribute('href')).toBe(
      'http://facebook.com/nadia',
    );
  });

  it('never turns a stored non-web address into a link', () => {
    render(
      <ProfileDetails
        profile={{ ...empty, linkedin: 'javascript:alert(1)', facebook: 'data:text/html,hi' }}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });
});

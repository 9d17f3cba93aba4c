import { describe, expect, it } from 'vitest';
import { type ProfileFormInput, profileFormSchema } from './profile-form-schema';

const fields = {
  education: 'Diploma in Automobile Engineering',
  number: '+880 1712 345678',
  address: 'Mirpur 10, Dhaka',
  linkedin: 'https://www.linkedin.com/in/nadia',
  facebook: 'https://facebook.com/nadia',
};
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

const messageAt = (currentImage: string | null, input: ProfileFormInput, path: string) => {
  const result = profileFormSchema(currentImage).safeParse(input);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

describe('the profile form', () => {
  it.each([
    ['education', 'Education is required'],
    ['number', 'Number is required'],
    ['address', 'Address is required'],
    ['linkedin', 'LinkedIn is required'],
    ['facebook', 'Facebook is required'],
  ])('needs %s: %j', (field, message) => {
    const input = { ...fields, [field]: '  ', image: { source: 'upload' as const, file: png(), url: '' } };
    expect(messageAt(null, input, field)).toBe(message);
  });

  it('needs a picture file when none is stored yet', () => {
    const input = { ...fields, image: { source: 'upload' as const, file: null, url: '' } };
    expect(messageAt(null, input, 'image.file')).toBe('Product Image Field is required');
  });

  it('keeps the stored picture when no new file is chosen', () => {
    const input = { ...fields, image: { source: 'upload' as const, file: null, url: '' } };
    expect(profileFormSchema('/uploads/nadia.webp').safeParse(input).success).toBe(true);
  });

  it.each([
    ['', 'Product Image Field is required'],
    ['javascript:alert(1)', 'Image must be an uploaded file or a link starting with http:// or https://'],
  ])('in link mode refuses %j with %j', (url, message) => {
    const input = { ...fields, image: { source: 'url' as const, file: null, url } };
    expect(messageAt('/uploads/nadia.webp', input, 'image.url')).toBe(message);
  });

  it('takes a pasted web link', () => {
    const input = {
      ...fields,
      image: { source: 'url' as const, file: null, url: 'https://example.com/me.jpg' },
    };
    expect(profileFormSchema(null).safeParse(input).success).toBe(true);
  });
});

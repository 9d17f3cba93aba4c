import { describe, expect, it } from 'vitest';
import { i18n, translated } from '@/lib/i18n/i18n';

// The server keeps a return step's note in English (old rows too); a Bangla reader reads it in Bangla.
describe("a return step's note", () => {
  it('is shown in Bangla to a Bangla reader, and as written to an English one', async () => {
    const { translateMessage } = await import('@/lib/i18n/bangla');
    i18n.activate('bn');
    expect(translateMessage('Back in stock')).toBe('আবার স্টকে');
    expect(translateMessage('Written off as damaged')).toBe('ক্ষতিগ্রস্ত হিসেবে বাদ দেওয়া হয়েছে');
    expect(translateMessage('Refund completed')).toBe('রিফান্ড সম্পন্ন হয়েছে');
    expect(translateMessage('Refund failed: The bank declined the refund')).toBe(
      'রিফান্ড ব্যর্থ হয়েছে: The bank declined the refund',
    );
    expect(translateMessage('Refunded by hand: 25.00 (bKash 01712345678)')).toMatch(
      /^হাতে রিফান্ড করা হয়েছে: .+ \(bKash 01712345678\)$/,
    );
    expect(translateMessage('Refunded through sslcommerz: 617.25')).toMatch(
      /^sslcommerz-এর মাধ্যমে রিফান্ড করা হয়েছে: /,
    );
    i18n.activate('en');
    // What the timeline shows (return-timeline.tsx): the note as the server wrote it.
    expect(translated('Refund completed')).toBe('Refund completed');
  });
});

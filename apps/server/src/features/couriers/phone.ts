/**
 * A Bangladeshi mobile number as the couriers ask for it: 11 digits, 01XXXXXXXXX. The shop takes
 * numbers as customers write them (+880 1712-345678, 8801712345678, 01712 345678); anything that is
 * not a mobile number is passed on as typed, so the courier's own refusal says what is wrong.
 */
export function courierPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const local = digits.startsWith('880') ? digits.slice(2) : digits.length === 10 ? `0${digits}` : digits;
  return /^01\d{9}$/.test(local) ? local : typed.trim();
}

import { z } from 'zod';

export const DIVISIONS = [
  'Barishal',
  'Chattogram',
  'Dhaka',
  'Khulna',
  'Mymensingh',
  'Rajshahi',
  'Rangpur',
  'Sylhet',
] as const;
export type Division = (typeof DIVISIONS)[number];

export interface DistrictInfo {
  /** The English name the shop stores and shows. */
  name: string;
  /** The name in Bangla script. */
  bangla: string;
  division: Division;
  /** Other spellings customers type, in either script; matched without case, spaces or punctuation. */
  aliases: readonly string[];
}

/**
 * Bangladesh's 64 districts. The stored English names are the spellings the government adopted in
 * 2018 (Chattogram, Cumilla, Jashore, Barishal, Bogura); the older ones stay accepted as aliases.
 */
export const DISTRICTS = [
  { name: 'Barguna', bangla: 'বরগুনা', division: 'Barishal', aliases: [] },
  { name: 'Barishal', bangla: 'বরিশাল', division: 'Barishal', aliases: ['Barisal'] },
  { name: 'Bhola', bangla: 'ভোলা', division: 'Barishal', aliases: [] },
  {
    name: 'Jhalokati',
    bangla: 'ঝালকাঠি',
    division: 'Barishal',
    aliases: ['Jhalakati', 'Jhalokathi', 'Jhalakathi', 'ঝালকাঠী'],
  },
  { name: 'Patuakhali', bangla: 'পটুয়াখালী', division: 'Barishal', aliases: [] },
  { name: 'Pirojpur', bangla: 'পিরোজপুর', division: 'Barishal', aliases: [] },

  { name: 'Bandarban', bangla: 'বান্দরবান', division: 'Chattogram', aliases: [] },
  { name: 'Brahmanbaria', bangla: 'ব্রাহ্মণবাড়িয়া', division: 'Chattogram', aliases: ['B. Baria'] },
  { name: 'Chandpur', bangla: 'চাঁদপুর', division: 'Chattogram', aliases: [] },
  { name: 'Chattogram', bangla: 'চট্টগ্রাম', division: 'Chattogram', aliases: ['Chittagong', 'Ctg'] },
  { name: 'Cumilla', bangla: 'কুমিল্লা', division: 'Chattogram', aliases: ['Comilla'] },
  { name: "Cox's Bazar", bangla: 'কক্সবাজার', division: 'Chattogram', aliases: ['Cox Bazar'] },
  { name: 'Feni', bangla: 'ফেনী', division: 'Chattogram', aliases: [] },
  { name: 'Khagrachhari', bangla: 'খাগড়াছড়ি', division: 'Chattogram', aliases: ['Khagrachari'] },
  { name: 'Lakshmipur', bangla: 'লক্ষ্মীপুর', division: 'Chattogram', aliases: ['Laxmipur', 'লক্ষীপুর'] },
  { name: 'Noakhali', bangla: 'নোয়াখালী', division: 'Chattogram', aliases: [] },
  { name: 'Rangamati', bangla: 'রাঙ্গামাটি', division: 'Chattogram', aliases: ['রাঙামাটি'] },

  { name: 'Dhaka', bangla: 'ঢাকা', division: 'Dhaka', aliases: ['Dacca'] },
  { name: 'Faridpur', bangla: 'ফরিদপুর', division: 'Dhaka', aliases: [] },
  { name: 'Gazipur', bangla: 'গাজীপুর', division: 'Dhaka', aliases: [] },
  { name: 'Gopalganj', bangla: 'গোপালগঞ্জ', division: 'Dhaka', aliases: [] },
  { name: 'Kishoreganj', bangla: 'কিশোরগঞ্জ', division: 'Dhaka', aliases: ['Kishorganj'] },
  { name: 'Madaripur', bangla: 'মাদারীপুর', division: 'Dhaka', aliases: [] },
  { name: 'Manikganj', bangla: 'মানিকগঞ্জ', division: 'Dhaka', aliases: [] },
  { name: 'Munshiganj', bangla: 'মুন্সীগঞ্জ', division: 'Dhaka', aliases: ['মুন্সিগঞ্জ'] },
  { name: 'Narayanganj', bangla: 'নারায়ণগঞ্জ', division: 'Dhaka', aliases: ['Narayangonj'] },
  { name: 'Narsingdi', bangla: 'নরসিংদী', division: 'Dhaka', aliases: ['Narsinghdi'] },
  { name: 'Rajbari', bangla: 'রাজবাড়ী', division: 'Dhaka', aliases: [] },
  { name: 'Shariatpur', bangla: 'শরীয়তপুর', division: 'Dhaka', aliases: [] },
  { name: 'Tangail', bangla: 'টাঙ্গাইল', division: 'Dhaka', aliases: ['টাঙাইল'] },

  { name: 'Bagerhat', bangla: 'বাগেরহাট', division: 'Khulna', aliases: [] },
  { name: 'Chuadanga', bangla: 'চুয়াডাঙ্গা', division: 'Khulna', aliases: ['চুয়াডাঙা'] },
  { name: 'Jashore', bangla: 'যশোর', division: 'Khulna', aliases: ['Jessore'] },
  { name: 'Jhenaidah', bangla: 'ঝিনাইদহ', division: 'Khulna', aliases: ['Jhenaida', 'Jhenidah'] },
  { name: 'Khulna', bangla: 'খুলনা', division: 'Khulna', aliases: [] },
  { name: 'Kushtia', bangla: 'কুষ্টিয়া', division: 'Khulna', aliases: [] },
  { name: 'Magura', bangla: 'মাগুরা', division: 'Khulna', aliases: [] },
  { name: 'Meherpur', bangla: 'মেহেরপুর', division: 'Khulna', aliases: [] },
  { name: 'Narail', bangla: 'নড়াইল', division: 'Khulna', aliases: [] },
  { name: 'Satkhira', bangla: 'সাতক্ষীরা', division: 'Khulna', aliases: [] },

  { name: 'Jamalpur', bangla: 'জামালপুর', division: 'Mymensingh', aliases: [] },
  { name: 'Mymensingh', bangla: 'ময়মনসিংহ', division: 'Mymensingh', aliases: [] },
  { name: 'Netrokona', bangla: 'নেত্রকোণা', division: 'Mymensingh', aliases: ['Netrakona', 'নেত্রকোনা'] },
  { name: 'Sherpur', bangla: 'শেরপুর', division: 'Mymensingh', aliases: [] },

  { name: 'Bogura', bangla: 'বগুড়া', division: 'Rajshahi', aliases: ['Bogra'] },
  { name: 'Chapai Nawabganj', bangla: 'চাঁপাইনবাবগঞ্জ', division: 'Rajshahi', aliases: [] },
  { name: 'Joypurhat', bangla: 'জয়পুরহাট', division: 'Rajshahi', aliases: ['Jaipurhat'] },
  { name: 'Naogaon', bangla: 'নওগাঁ', division: 'Rajshahi', aliases: [] },
  { name: 'Natore', bangla: 'নাটোর', division: 'Rajshahi', aliases: [] },
  { name: 'Pabna', bangla: 'পাবনা', division: 'Rajshahi', aliases: [] },
  { name: 'Rajshahi', bangla: 'রাজশাহী', division: 'Rajshahi', aliases: [] },
  { name: 'Sirajganj', bangla: 'সিরাজগঞ্জ', division: 'Rajshahi', aliases: ['Serajganj'] },

  { name: 'Dinajpur', bangla: 'দিনাজপুর', division: 'Rangpur', aliases: [] },
  { name: 'Gaibandha', bangla: 'গাইবান্ধা', division: 'Rangpur', aliases: [] },
  { name: 'Kurigram', bangla: 'কুড়িগ্রাম', division: 'Rangpur', aliases: [] },
  { name: 'Lalmonirhat', bangla: 'লালমনিরহাট', division: 'Rangpur', aliases: [] },
  { name: 'Nilphamari', bangla: 'নীলফামারী', division: 'Rangpur', aliases: [] },
  { name: 'Panchagarh', bangla: 'পঞ্চগড়', division: 'Rangpur', aliases: ['Panchagar'] },
  { name: 'Rangpur', bangla: 'রংপুর', division: 'Rangpur', aliases: [] },
  { name: 'Thakurgaon', bangla: 'ঠাকুরগাঁও', division: 'Rangpur', aliases: [] },

  { name: 'Habiganj', bangla: 'হবিগঞ্জ', division: 'Sylhet', aliases: ['Hobiganj'] },
  { name: 'Moulvibazar', bangla: 'মৌলভীবাজার', division: 'Sylhet', aliases: ['Maulvibazar'] },
  { name: 'Sunamganj', bangla: 'সুনামগঞ্জ', division: 'Sylhet', aliases: [] },
  { name: 'Sylhet', bangla: 'সিলেট', division: 'Sylhet', aliases: [] },
] as const satisfies readonly DistrictInfo[];

export type District = (typeof DISTRICTS)[number]['name'];

/**
 * What two spellings of one name have in common: one Unicode form (a Bangla letter with a nukta can
 * be typed as one code point or two), no case, and none of the spaces, dots, hyphens or apostrophes
 * people put in names like "Cox's Bazar" or "Chapai-Nawabganj".
 */
function spellingKey(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.'’`-]/g, '');
}

const DISTRICT_BY_SPELLING = new Map<string, (typeof DISTRICTS)[number]>(
  DISTRICTS.flatMap((district) =>
    [district.name, district.bangla, ...district.aliases].map((spelling) => [
      spellingKey(spelling),
      district,
    ]),
  ),
);

/** The district a customer typed, in any accepted spelling or in Bangla; undefined when none. */
export function findDistrict(value: string): (typeof DISTRICTS)[number] | undefined {
  return DISTRICT_BY_SPELLING.get(spellingKey(value));
}

export const districtMessages = {
  required: 'District is required',
  unknown: "Choose one of Bangladesh's 64 districts",
} as const;

/** A district in any accepted spelling, stored as the one spelling of {@link DISTRICTS}. */
export const DistrictSchema = z
  .string({ error: districtMessages.required })
  .trim()
  .min(1, districtMessages.required)
  .max(60, districtMessages.unknown)
  .transform((value, ctx): District => {
    const district = findDistrict(value);
    if (!district) {
      ctx.addIssue({ code: 'custom', message: districtMessages.unknown });
      return z.NEVER;
    }
    return district.name;
  });

/** Delivery inside Dhaka district costs less (DELIVERY_FEE_DHAKA). */
export function isDhakaDistrict(district: string): boolean {
  return findDistrict(district)?.name === 'Dhaka';
}

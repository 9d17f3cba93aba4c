/**
 * The shop's facts as its pages show them (contact page, footer) and as its structured data tells
 * search engines (apps/server/src/features/seo): changed here once.
 */
export const SHOP = {
  address: {
    street: 'House 27, Road 7',
    area: 'Dhanmondi',
    city: 'Dhaka',
    postalCode: '1205',
    country: 'Bangladesh',
    countryCode: 'BD',
  },
  geo: { lat: 23.7461, lon: 90.3742 },
  /** As dialled from abroad; shown as written. */
  phone: '+880 1711-000727',
  hours: {
    text: ['Saturday to Thursday, 10 am to 8 pm', 'Closed on Fridays and public holidays'],
    days: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    opens: '10:00',
    closes: '20:00',
  },
  since: 2022,
} as const;

/** Delivery details a customer's order is placed with in the route tests. */
export const deliveryBody = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar Road',
};

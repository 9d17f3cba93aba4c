/**
 * Every user-facing sentence of SPEC §5 and §8, word for word. Server answers and web screens
 * both read them from here, so a message cannot drift between the form and the route.
 */
export const messages = {
  email: {
    required: 'Email is required',
    invalid: 'Email is not a valid email address',
  },
  password: {
    required: 'Password is required',
    invalid: 'Password must be at least 8 characters, contain at least one letter and one number',
  },
  name: {
    required: 'Name is required',
    invalid: 'Name is not valid',
  },
  product: {
    nameRequired: 'Product name is required',
    availableQtyRequired: 'Available Product Quantity is required',
    orderQtyRequired: 'Minimum Order Quantity is required',
    priceRequired: 'Price Field is required',
    descriptionRequired: 'Product Description Field is required',
    imageRequired: 'Product Image Field is required',
    added: 'Product Added Successfully',
    updated: 'Product Updated Successfully',
    notFound: 'Product not found',
  },
  quantity: {
    required: 'Quantity is required',
    notWhole: 'Quantity must be a real number',
    tooLong: 'Quantity must be at most 10 digits',
    belowMinimum: (minimum: number) => `Quantity must be at least ${minimum}`,
    aboveAvailable: 'Quantity must be less than or equal to available quantity',
  },
  review: {
    invalid: 'Provide Valid Information',
    added: 'Review added successfully',
    tooShortHint: (name: string) => `Hey, ${name}! Minimum 100 characters required`,
    limitHint: (name: string) => `Stop, ${name}! You have reached the limit at 250`,
  },
  profile: {
    educationRequired: 'Education is required',
    numberRequired: 'Number is required',
    addressRequired: 'Address is required',
    linkedinRequired: 'LinkedIn is required',
    facebookRequired: 'Facebook is required',
    imageRequired: 'Product Image Field is required',
    updated: 'Profile Updated Successfully',
    noUser: 'No user is logged in.',
    notAvailable: 'Not available',
  },
  confirm: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    deletedTitle: 'Deleted!',
    orderDeleted: 'Order has been deleted.',
    fileDeleted: 'Your file has been deleted.',
  },
  users: {
    madeAdmin: (email: string) => `${email} successfully an admin`,
    deleted: (email: string) => `${email} successfully deleted`,
    notAllowedToMakeAdmin: 'You are not authorized to make this user an admin',
    notAllowedToDelete: 'You are not authorized to delete this user',
    couldNotDelete: (email: string, reason: string) => `${email} could not be deleted because ${reason}`,
    couldNotMakeAdmin: (email: string) =>
      `${email} could not be made an admin because there is no account with this address`,
    alreadyAdmin: 'Already an admin',
  },
  orders: {
    ordered: 'Successfully ordered',
    failed: 'Error ordering',
    none: 'No orders',
    adminNotAllowed: 'Order option for site admin is not allowed !!!',
  },
  products: {
    none: 'No Products Found',
    forbidden: 'You are not authorized to access this page.',
  },
  newsletter: {
    subscribed: 'Successfully subscribed to newsletter',
    failed: 'Error subscribing to newsletter',
  },
  payment: {
    succeeded: 'Payment Successful',
    fallbackError: 'Something went wrong',
  },
  auth: {
    welcomeBack: (name: string) => `Welcome Back, ${name}`,
    registered: (name: string, email: string) =>
      `Welcome ${name}! You are now registered. ${email} check your email/spambox to verify your account.`,
    resetSent: (email: string) => `Password reset email sent to ${email}`,
    goodbye: (name: string) => `Thank you, ${name} to stay with us!`,
  },
} as const;

export * from './auth.js';
export * from './blogs.js';
export * from './newsletter.js';
export * from './orders.js';
export * from './payments.js';
export * from './products.js';
export * from './profiles.js';
export * from './reviews.js';

/**
 * The SSLCommerz stand-in of the server's tests (a local HTTP server following SSLCommerz's v4
 * documentation: session, hosted page, IPN, validation), started here for the browser tests.
 */
export { startSslcommerzGateway } from '@chaka/server/testing/sslcommerz-gateway';

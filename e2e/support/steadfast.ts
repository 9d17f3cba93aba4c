/**
 * The Steadfast stand-in of the server's tests (a local HTTP server following Steadfast's merchant
 * API): the shop books its parcels there in the browser tests.
 */
export {
  STEADFAST_TEST_SETTINGS,
  startSteadfastStandIn,
} from '@chaka/server/testing/steadfast-stand-in';

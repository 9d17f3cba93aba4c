/** The chassis code's validation, in its own chunk: imported when a visitor searches by code. */
export { ChassisCodeSchema } from '@chaka/contract';

// How the shop writes vehicles for people. No zod here: the home page's car picker shows a car's
// name before the validation library loads.
import type { Vehicle } from './vehicles.js';

/** Chassis codes pasted as text ("NZE141, nze161 / NKE165"), each once, as the API takes them. */
export function parseChassisCodes(text: string): string[] {
  const codes = text
    .split(/[\s,;/]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

/** "2006-2012", or "2013 onwards" for a vehicle still built. */
export function vehicleYears(vehicle: Pick<Vehicle, 'years'>): string {
  const { from, to } = vehicle.years;
  return to === null ? `${from} onwards` : `${from}-${to}`;
}

/** "Toyota Axio (NZE141, 2006-2012)": how the shop names a vehicle to a driver. */
export function vehicleLabel(vehicle: Pick<Vehicle, 'make' | 'model' | 'chassisCode' | 'years'>): string {
  const details = [vehicle.chassisCode, vehicleYears(vehicle)].filter(Boolean).join(', ');
  return `${vehicle.make} ${vehicle.model} (${details})`;
}

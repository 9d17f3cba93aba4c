import type { FitmentPosition, Product, SetFitmentBody, Vehicle } from '@chaka/contract';

/** A product's fitment as the admin edits it, with each vehicle's details for the screen. */
export interface FitmentDraft {
  fitsAllVehicles: boolean;
  entries: Array<{
    vehicle: Vehicle;
    position: FitmentPosition | null;
    quantity: number;
    note: string | null;
  }>;
}

export const emptyFitment: FitmentDraft = { fitsAllVehicles: false, entries: [] };

export function fitmentDraftOf(product: Product): FitmentDraft {
  return {
    fitsAllVehicles: product.fitsAllVehicles ?? false,
    entries: (product.fitment ?? []).map(({ vehicle, position, quantity, note }) => ({
      vehicle,
      position,
      quantity,
      note,
    })),
  };
}

/** The body of PUT /api/services/{id}/fitment; position, quantity and note of each car are kept. */
export function fitmentBody(draft: FitmentDraft): SetFitmentBody {
  return {
    fitsAllVehicles: draft.fitsAllVehicles,
    fitment: draft.entries.map(({ vehicle, position, quantity, note }) => ({
      vehicleId: vehicle._id,
      position,
      quantity,
      note,
    })),
  };
}

/** The draft with `vehicles` added (each once, in the order of makes, models and years). */
export function withVehicles(draft: FitmentDraft, vehicles: Vehicle[]): FitmentDraft {
  const known = new Set(draft.entries.map((entry) => entry.vehicle._id));
  const added = vehicles
    .filter((vehicle) => !known.has(vehicle._id))
    .map((vehicle) => ({ vehicle, position: null, quantity: 1, note: null }));
  const entries = [...draft.entries, ...added].sort(
    (a, b) =>
      a.vehicle.make.localeCompare(b.vehicle.make) ||
      a.vehicle.model.localeCompare(b.vehicle.model) ||
      a.vehicle.years.from - b.vehicle.years.from,
  );
  return { ...draft, entries };
}

export function withoutVehicle(draft: FitmentDraft, vehicleId: string): FitmentDraft {
  return { ...draft, entries: draft.entries.filter((entry) => entry.vehicle._id !== vehicleId) };
}

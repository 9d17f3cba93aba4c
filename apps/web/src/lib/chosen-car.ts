import { type Garage, isId, routes, type SaveGarageCarInput, type Vehicle } from '@chaka/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { call } from './api-client';
import { useSession } from './auth';
import { errorMessage, hasStatus } from './error-message';
import { notify } from './toast';
import { vehicleKeys, vehicleQuery } from './vehicles';

/**
 * The car the shop is filtered by. A visitor's stays in this browser (localStorage, only its id);
 * a signed-in customer's is the current car of My Garage, kept with the account, so it follows
 * them to any browser. At sign-in the visitor's car joins the garage (mergeVisitorCar).
 */
const STORAGE_KEY = 'chaka-parts:car';

const listeners = new Set<() => void>();

function readVisitorCar(): string | null {
  try {
    const id = window.localStorage.getItem(STORAGE_KEY);
    return id && isId(id) ? id : null;
  } catch {
    // Storage may be off (a private window in some browsers): the car then lasts for the page only.
    return null;
  }
}

function writeVisitorCar(id: string | null) {
  try {
    if (id) window.localStorage.setItem(STORAGE_KEY, id);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See readVisitorCar.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the shop chose or cleared the car.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const garageKeys = { all: ['garage'] as const };

/** The current car of a garage, if one is. */
export function currentCar(garage: Garage | undefined): Vehicle | null {
  return garage?.find((car) => car.current)?.vehicle ?? null;
}

export const garageQuery = () =>
  queryOptions({
    queryKey: garageKeys.all,
    queryFn: ({ signal }) => call(routes.myGarage, {}, { signal }),
  });

export const saveGarageCar = (body: SaveGarageCarInput) => call(routes.saveGarageCar, { body });
export const setCurrentGarageCar = (vehicleId: string | null) =>
  call(routes.setCurrentCar, { body: { vehicleId } });

export interface ChosenCar {
  /** The chosen car, null when none is (or while it loads). */
  car: Vehicle | null;
  isPending: boolean;
  /** Whether the car is kept with an account (in My Garage) rather than in this browser. */
  signedIn: boolean;
  choose(vehicle: Vehicle): Promise<void>;
  clear(): Promise<void>;
}

export function useChosenCar(): ChosenCar {
  const { user, isPending: sessionPending } = useSession();
  const queryClient = useQueryClient();
  const visitorCarId = useSyncExternalStore(subscribe, readVisitorCar, () => null);
  const garage = useQuery({ ...garageQuery(), enabled: Boolean(user) });
  const visitorCar = useQuery({
    ...vehicleQuery(visitorCarId ?? ''),
    enabled: !sessionPending && !user && visitorCarId !== null,
  });

  // A car the shop no longer knows (an admin removed it) is forgotten.
  useEffect(() => {
    if (hasStatus(visitorCar.error, 404)) writeVisitorCar(null);
  }, [visitorCar.error]);

  const signedIn = Boolean(user);
  const choose = useCallback(
    async (vehicle: Vehicle) => {
      queryClient.setQueryData(vehicleKeys.one(vehicle._id), vehicle);
      if (!signedIn) return writeVisitorCar(vehicle._id);
      queryClient.setQueryData(
        garageKeys.all,
        await saveGarageCar({ vehicleId: vehicle._id, current: true }),
      );
    },
    [queryClient, signedIn],
  );
  const clear = useCallback(async () => {
    if (!signedIn) return writeVisitorCar(null);
    queryClient.setQueryData(garageKeys.all, await setCurrentGarageCar(null));
  }, [queryClient, signedIn]);

  if (sessionPending) return { car: null, isPending: true, signedIn, choose, clear };
  if (user) return { car: currentCar(garage.data), isPending: garage.isPending, signedIn, choose, clear };
  return {
    car: visitorCarId ? (visitorCar.data ?? null) : null,
    isPending: visitorCarId !== null && visitorCar.isPending,
    signedIn,
    choose,
    clear,
  };
}

/**
 * At sign-in, the car chosen as a visitor joins the account's garage as its current car, and this
 * browser forgets it. Kept for the next sign-in only when the shop could not be reached.
 */
export async function mergeVisitorCar(): Promise<void> {
  const vehicleId = readVisitorCar();
  if (!vehicleId) return;
  try {
    await saveGarageCar({ vehicleId, current: true });
  } catch (error) {
    if (!hasStatus(error, 400, 409)) return;
    // A full garage: say why the car is not there. An unknown car: nothing to keep.
    if (hasStatus(error, 409)) notify.error(`Your car is not in My Garage: ${errorMessage(error, '')}`);
  }
  writeVisitorCar(null);
}

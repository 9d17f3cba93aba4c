import { isCustomer, type Role } from '@chaka/contract';
import { notify } from '@/lib/toast';
import { VISITOR_CART_KEY } from './cart-count';
import { type CartLine, countItems, readLines } from './cart-lines';

export { VISITOR_CART_KEY };

/** The cart kept with an account (GET and PUT /api/cart), loaded only once a customer is signed in. */
export interface AccountCart {
  load(): Promise<CartLine[]>;
  save(lines: CartLine[]): Promise<void>;
  merge(base: CartLine[], extra: CartLine[]): CartLine[];
}

export interface CartState {
  lines: CartLine[];
  /** False while a signed-in customer's kept cart is being read. */
  ready: boolean;
  /** Whose cart it is: a visitor's (in this browser), a customer's (kept with the account), or none (admins). */
  owner: 'visitor' | 'admin' | `account:${string}`;
}

type Updater = (lines: CartLine[]) => CartLine[];

/**
 * The cart: a visitor's lives in localStorage, a signed-in customer's on the server so it follows
 * her to another device, and a visitor's lines join the account's at sign-in. Admins have no cart
 * (SPEC §6: admins cannot order). Changes made while the account's cart loads wait for it.
 */
export function createCartStore({
  storage,
  account,
  onCount,
}: {
  storage: Storage | undefined;
  account: () => Promise<AccountCart>;
  /** Told the number of units after every change (the top bar's count). */
  onCount?: (count: number) => void;
}) {
  let state: CartState = { lines: readVisitorLines(), ready: true, owner: 'visitor' };
  let pending: Updater[] = [];
  let generation = 0;
  let saving: Promise<void> | undefined;
  let unsaved = false;
  const listeners = new Set<() => void>();

  function readVisitorLines(): CartLine[] {
    try {
      return readLines(JSON.parse(storage?.getItem(VISITOR_CART_KEY) ?? '[]'));
    } catch {
      return [];
    }
  }

  function set(next: CartState) {
    state = next;
    onCount?.(countItems(next.lines));
    for (const listener of listeners) listener();
  }

  function keepVisitorLines(lines: CartLine[]) {
    try {
      if (lines.length === 0) storage?.removeItem(VISITOR_CART_KEY);
      else storage?.setItem(VISITOR_CART_KEY, JSON.stringify(lines));
    } catch {
      // A full or blocked storage (private mode) keeps the cart for this visit only.
    }
  }

  /** Saves the newest lines to the account; changes made while a save runs go in the next one. */
  function saveToAccount() {
    unsaved = true;
    saving ??= (async () => {
      const api = await account();
      while (unsaved) {
        unsaved = false;
        await api.save(state.lines);
      }
    })()
      .catch((error: Error) => notify.error(`Your cart could not be saved: ${error.message}`))
      .finally(() => {
        saving = undefined;
      });
  }

  async function loadAccount(owner: CartState['owner'], ticket: number) {
    const visitorLines = readVisitorLines();
    let lines: CartLine[];
    let api: AccountCart;
    try {
      api = await account();
      lines = api.merge(await api.load(), visitorLines);
    } catch {
      // The kept cart cannot be read now: the cart stays in this browser rather than overwrite it.
      if (ticket !== generation) return;
      set({
        lines: pending.reduce((acc, update) => update(acc), visitorLines),
        ready: true,
        owner: 'visitor',
      });
      pending = [];
      return;
    }
    if (ticket !== generation) return;
    const updates = pending;
    pending = [];
    set({ lines: updates.reduce((acc, update) => update(acc), lines), ready: true, owner });
    if (visitorLines.length > 0 || updates.length > 0) saveToAccount();
    keepVisitorLines([]);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Follows who is signed in: null for a visitor. */
    setOwner(user: { email: string; role: Role } | null) {
      const owner: CartState['owner'] = !user
        ? 'visitor'
        : isCustomer(user.role)
          ? `account:${user.email}`
          : 'admin';
      if (owner === state.owner && state.ready) return;
      generation += 1;
      pending = [];
      if (owner === 'visitor') set({ lines: readVisitorLines(), ready: true, owner });
      else if (owner === 'admin') set({ lines: [], ready: true, owner });
      else {
        set({ lines: [], ready: false, owner });
        void loadAccount(owner, generation);
      }
    },
    /** Changes the cart and keeps it where its owner's cart lives. */
    update(updater: Updater) {
      if (state.owner === 'admin') return;
      if (!state.ready) {
        pending.push(updater);
        return;
      }
      set({ ...state, lines: updater(state.lines) });
      if (state.owner === 'visitor') keepVisitorLines(state.lines);
      else saveToAccount();
    },
    /** Another tab changed the visitor's cart. */
    reloadVisitorLines() {
      if (state.owner === 'visitor') set({ ...state, lines: readVisitorLines() });
    },
    /** Resolves once the account's cart is saved (tests, and the checkout before it leaves). */
    settled: () => saving ?? Promise.resolve(),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

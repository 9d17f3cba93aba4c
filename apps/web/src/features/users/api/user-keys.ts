/** Cache keys of the accounts list (Make Admin, Users): invalidating `userKeys.all` reads it again. */
export const userKeys = {
  all: ['users'] as const,
};

/** Cache keys of profiles: one per account, by its e-mail address. */
export const profileKeys = {
  all: ['profile'] as const,
  of: (email: string) => [...profileKeys.all, email] as const,
};

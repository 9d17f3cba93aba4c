/** Cache keys of the blog: the list and each post, by id. */
export const blogKeys = {
  all: ['blogs'] as const,
  detail: (id: string) => [...blogKeys.all, id] as const,
};

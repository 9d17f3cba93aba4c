import { z } from 'zod';

export const BlogSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Blog = z.infer<typeof BlogSchema>;

export const BlogListSchema = z.array(BlogSchema);

export const blogMessages = { notFound: 'This blog entry does not exist' } as const;

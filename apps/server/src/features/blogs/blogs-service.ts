import { type Blog, blogMessages, isId } from '@chaka/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

type BlogRow = typeof blogs.$inferSelect;

const toBlog = (row: BlogRow): Blog => ({ _id: row.id, question: row.question, answer: row.answer });

export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), blogs.id);
  return rows.map(toBlog);
}

/** One entry; a malformed id names none (404). */
export async function findBlog(db: Db, id: string): Promise<Blog> {
  const [row] = isId(id) ? await db.select().from(blogs).where(eq(blogs.id, id)) : [];
  if (!row) throw notFound(blogMessages.notFound);
  return toBlog(row);
}

import { type Blog, isId } from '@chaka/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema/index.js';

type BlogRow = typeof blogs.$inferSelect;

const toBlog = (row: BlogRow): Blog => ({ _id: row.id, question: row.question, answer: row.answer });

export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), blogs.id);
  return rows.map(toBlog);
}

export async function findBlog(db: Db, id: string): Promise<Blog | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row && toBlog(row);
}

import { describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema/index.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('blogs', () => {
  const shop = useTestShop({ seed: true });

  it('lists the seeded entries, newest first, to anyone', async () => {
    const response = await shop.app.inject('/api/blogs');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      question: expect.any(String),
      answer: expect.any(String),
    });
    expect(list.map((blog: { question: string }) => blog.question)).toContain(
      'When should I change my brake pads?',
    );
  });

  it('shows one entry by id', async () => {
    const [first] = await shop.app.db.select().from(blogs).limit(1);
    const response = await shop.app.inject(`/api/blog/${first!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: first!.id, question: first!.question, answer: first!.answer });
  });

  it.each(['0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11', 'not-an-id', "1' or '1'='1"])(
    'answers 404 for %j',
    async (id) => {
      const response = await shop.app.inject(`/api/blog/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This blog entry does not exist' });
    },
  );
});

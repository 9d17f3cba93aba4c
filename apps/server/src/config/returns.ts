import { CATEGORIES, CATEGORY_LABELS, type Category } from '@chaka/contract';
import { z } from 'zod';

/** The longest return window a setting may give: a year after delivery. */
const MAX_WINDOW_DAYS = 365;

const windowDays = z.coerce.number().int().min(0).max(MAX_WINDOW_DAYS);

/** A category by its name in the catalogue (`motor-oil`) or as the shop shows it (`Motor Oil`). */
function categoryNamed(name: string): Category | undefined {
  const wanted = name.trim().toLowerCase();
  return CATEGORIES.find(
    (category) => category === wanted || CATEGORY_LABELS[category].toLowerCase() === wanted,
  );
}

/**
 * RETURN_CATEGORY_DAYS: `Motor Oil=none,Brake Pads=10`, each category's own window in days after
 * delivery, or `none` for parts that cannot be returned (opened motor oil). Every mistake is named,
 * so a typo stops the start instead of quietly leaving a category on the shop's window.
 */
const categoryDays = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const days: Partial<Record<Category, number | null>> = {};
    for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
      if (!entry) continue;
      const [name = '', given = '', ...rest] = entry.split('=').map((part) => part.trim());
      const category = categoryNamed(name);
      const number = windowDays.safeParse(given);
      const problem =
        rest.length > 0 || !given
          ? `"${entry}" must be category=days or category=none`
          : !category
            ? `"${name}" is not a category: use one of ${CATEGORIES.join(', ')}`
            : category in days
              ? `${name} is given twice`
              : given.toLowerCase() !== 'none' && !number.success
                ? `${name}: "${given}" must be a whole number of days from 0 to ${MAX_WINDOW_DAYS}, or none`
                : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        continue;
      }
      days[category as Category] = given.toLowerCase() === 'none' ? null : (number.data as number);
    }
    return days;
  });

/** The settings of returns and warranty claims (issue 35); a part of config.ts's schema. */
export const RETURNS_ENV = {
  RETURN_WINDOW_DAYS: windowDays.default(7),
  RETURN_CATEGORY_DAYS: categoryDays,
};

type ReturnsEnv = z.output<z.ZodObject<typeof RETURNS_ENV>>;

export interface ReturnPolicyConfig {
  /** Days after delivery a part may be sent back for any reason (RETURN_WINDOW_DAYS). */
  windowDays: number;
  /** A category's own window in days, or null when its parts cannot be returned (RETURN_CATEGORY_DAYS). */
  categoryDays: Partial<Record<Category, number | null>>;
}

export interface ReturnsConfig {
  returnPolicy: ReturnPolicyConfig;
}

export function returnsConfig(e: ReturnsEnv): ReturnsConfig {
  return { returnPolicy: { windowDays: e.RETURN_WINDOW_DAYS, categoryDays: e.RETURN_CATEGORY_DAYS } };
}

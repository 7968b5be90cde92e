// The interactive safety plan's shape and limits; what is read back from the device is checked against it.
import { z } from 'zod';

/** Bounds the editor shows as maxLength and the schema enforces; generous, but they stop a runaway or tampered row. */
export const SAFETY_PLAN_LIMITS = {
  listItems: 30,
  listItemChars: 300,
  safePeople: 20,
  nameChars: 100,
  howToReachChars: 300,
  personNotesChars: 500,
  packItems: 50,
  packItemChars: 200,
  codeWords: 20,
  codeWordChars: 60,
  codeMeaningChars: 300,
  sectionChars: 4000,
  notesChars: 8000,
} as const;

const L = SAFETY_PLAN_LIMITS;

// No trimming and no minimum length: the editor saves as the user types, so a half-typed or empty row must round-trip unchanged.
const text = (max: number) => z.string().max(max);

export const safePersonSchema = z.object({
  name: text(L.nameChars),
  howToReach: text(L.howToReachChars),
  notes: text(L.personNotesChars).optional(),
});
export type SafePerson = z.infer<typeof safePersonSchema>;

export const packItemSchema = z.object({
  item: text(L.packItemChars),
  packed: z.boolean(),
});
export type PackItem = z.infer<typeof packItemSchema>;

export const codeWordSchema = z.object({
  word: text(L.codeWordChars),
  meaning: text(L.codeMeaningChars),
});
export type CodeWord = z.infer<typeof codeWordSchema>;

export const safetyPlanSchema = z.object({
  warningSigns: z.array(text(L.listItemChars)).max(L.listItems),
  safePeople: z.array(safePersonSchema).max(L.safePeople),
  safePlaces: z.array(text(L.listItemChars)).max(L.listItems),
  toPack: z.array(packItemSchema).max(L.packItems),
  codeWords: z.array(codeWordSchema).max(L.codeWords),
  childrensPlan: text(L.sectionChars),
  workplacePlan: text(L.sectionChars),
  notes: text(L.notesChars),
  /** Last save, ms since the epoch; 0 for a plan never saved. */
  updatedAt: z.number().int().nonnegative(),
});
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

export function emptySafetyPlan(): SafetyPlan {
  return {
    warningSigns: [],
    safePeople: [],
    safePlaces: [],
    toPack: [],
    codeWords: [],
    childrensPlan: '',
    workplacePlan: '',
    notes: '',
    updatedAt: 0,
  };
}

/** A stored value as a plan, or undefined if it is missing, damaged or tampered with. Never throws. */
export function parseStoredPlan(value: unknown): SafetyPlan | undefined {
  try {
    const parsed = safetyPlanSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    // safeParse still lets a throwing getter or proxy trap through; a damaged plan must never take the screen down.
    return undefined;
  }
}

/** True when nothing but blanks has been written, so there is nothing worth keeping, printing or deleting. */
export function isPlanBlank(plan: SafetyPlan): boolean {
  const filled = (s: string | undefined) => (s ?? '').trim() !== '';
  return (
    !plan.warningSigns.some(filled) &&
    !plan.safePlaces.some(filled) &&
    !plan.safePeople.some((p) => filled(p.name) || filled(p.howToReach) || filled(p.notes)) &&
    !plan.toPack.some((p) => filled(p.item)) &&
    !plan.codeWords.some((c) => filled(c.word) || filled(c.meaning)) &&
    !filled(plan.childrensPlan) &&
    !filled(plan.workplacePlan) &&
    !filled(plan.notes)
  );
}

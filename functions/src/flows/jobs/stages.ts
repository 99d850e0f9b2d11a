import { slugify } from '../../data/jobs/record.js';
import { CLOSING_STAGE_IDS, type InterviewKit, type JobInput, type StageDto } from '@hr-portal/contract';

/**
 * Gives every named item its id: an item that already has a known one keeps it (so a rename keeps what hangs
 * on it), a new one gets a slug of its name, unique in the list and never one of `reserved`.
 */
function withSlugIds<T extends { id?: string; name: string }>(
  input: readonly T[],
  known: ReadonlySet<string>,
  reserved: readonly string[],
  fallback: string,
): (T & { id: string })[] {
  const used = new Set<string>(reserved);
  const kept = input.map((item) => (item.id && known.has(item.id) && !used.has(item.id) ? item.id : null));
  for (const id of kept) if (id) used.add(id);
  return input.map((item, index) => {
    let id = kept[index];
    if (!id) {
      const base = slugify(item.name, 32, fallback);
      id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
    }
    return { ...item, id };
  });
}

/** A job's stages with ids; a new stage never takes a closing stage's id. */
export function withStageIds(input: NonNullable<JobInput['stages']>, current: readonly StageDto[]): StageDto[] {
  const known = new Set(current.map((stage) => stage.id));
  return withSlugIds(input, known, CLOSING_STAGE_IDS, 'stage').map(({ id, name, status }) => ({ id, name, status }));
}

/** A kit with attribute ids: a renamed attribute keeps its id, so the ratings already given stay with it. */
export function withAttributeIds(input: NonNullable<JobInput['kit']>, current: InterviewKit): InterviewKit {
  const known = new Set(current.attributes.map((attribute) => attribute.id));
  return {
    attributes: withSlugIds(input.attributes, known, [], 'attribute').map(({ id, name, description }) => ({
      id,
      name,
      ...(description ? { description } : {}),
    })),
    questions: input.questions ?? [],
  };
}

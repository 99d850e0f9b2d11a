import { CLOSING_STAGE_IDS, type JobInput, type StageDto } from '@hr-portal/contract';

/** A stage id from its name: lower-case words joined by dashes (e.g. "Tech Interview" -> tech-interview). */
function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return slug || 'stage';
}

/**
 * Gives every stage its id: a stage that already has one keeps it (so a rename keeps its applications), a new
 * one gets a slug of its name, unique within the job and never a closing stage's id.
 */
export function withStageIds(input: NonNullable<JobInput['stages']>, current: readonly StageDto[]): StageDto[] {
  const known = new Set(current.map((stage) => stage.id));
  const used = new Set<string>(CLOSING_STAGE_IDS);
  const kept = input.map((stage) => (stage.id && known.has(stage.id) && !used.has(stage.id) ? stage.id : null));
  for (const id of kept) if (id) used.add(id);
  return input.map((stage, index) => {
    let id = kept[index];
    if (!id) {
      const base = slugOf(stage.name);
      id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
    }
    return { id, name: stage.name, status: stage.status };
  });
}

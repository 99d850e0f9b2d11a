import type { StageDto } from '@hr-portal/contract';

/** "Move to..." choices: every stage of the job but those in `except` (the current one, closing ones). */
export function StageOptions({ stages, except }: { stages: StageDto[]; except: string[] }) {
  return (
    <>
      <option value="">Move to...</option>
      {stages
        .filter((stage) => !except.includes(stage.id))
        .map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stage.name}
          </option>
        ))}
    </>
  );
}

// When a survey tally may be published again: pure, so the unit tests check the rule over many cases.

const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

/**
 * Per stage, how many respondents entered or left it since `before` (someone moved away and back is counted as they
 * were, so they count for nothing, however often they moved), and how many it holds now and held then.
 */
export function stageChanges(now: unknown, before: unknown) {
  const current = new Map(entriesOf(now));
  const last = new Map(entriesOf(before));
  const stages = new Map<string, { changed: number; now: number; before: number }>();
  const stage = (id: unknown) => {
    const key = String(id);
    const found = stages.get(key) ?? { changed: 0, now: 0, before: 0 };
    stages.set(key, found);
    return found;
  };
  for (const at of current.values()) stage(at).now += 1;
  for (const at of last.values()) stage(at).before += 1;
  for (const key of new Set([...current.keys(), ...last.keys()])) {
    const [was, is] = [last.get(key), current.get(key)];
    if (was === is) continue;
    if (was !== undefined) stage(was).changed += 1;
    if (is !== undefined) stage(is).changed += 1;
  }
  return stages;
}

/**
 * Whether the live counts may replace the published ones: every stage whose counts staff see (now or in the last
 * copy: at least `minRespondents`) differs from the last copy by no one or by at least `minRespondents` people
 * entering or leaving it, and some stage does. So whoever compares two reports, stage by stage, sees the sum of
 * several people's answers at the least, never one person's: one target moved beside people moving between other
 * stages changes two stages by one each, and is held back.
 */
export function mayRepublish(now: unknown, before: unknown, minRespondents: number): boolean {
  let changedEnough = false;
  for (const stage of stageChanges(now, before).values()) {
    if (stage.changed === 0) continue;
    const shown = stage.now >= minRespondents || stage.before >= minRespondents;
    if (shown && stage.changed < minRespondents) return false;
    if (stage.changed >= minRespondents) changedEnough = true;
  }
  return changedEnough;
}

// What this browser remembers of the pipeline for the signed-in person: the job last opened, and when they last
// looked at each job's board (for "new since you last looked"). Nothing of it is personal data of others.

const key = (uid: string, what: string) => `hr-portal.pipeline.${uid}.${what}`;

function read(uid: string, what: string): string | null {
  try {
    return localStorage.getItem(key(uid, what));
  } catch {
    return null;
  }
}

export const lastOpenedJob = (uid: string) => read(uid, 'last-job');

export const lastLookedAt = (uid: string, jobId: string): number | null => {
  const stored = Number(read(uid, `looked.${jobId}`));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
};

/** The person opened a job's board now. */
export function rememberLook(uid: string, jobId: string, now = Date.now()) {
  try {
    localStorage.setItem(key(uid, 'last-job'), jobId);
    localStorage.setItem(key(uid, `looked.${jobId}`), String(now));
  } catch {
    // A browser that stores nothing (private mode) still shows the board.
  }
}

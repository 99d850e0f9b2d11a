/**
 * Hiring insights (GET /api/insights): numbers kept up to date from the application event log. The definitions
 * below are the help texts the screen shows and docs/architecture.md repeats.
 */

/** The longest range one answer covers. */
export const INSIGHTS_MAX_DAYS = 731;
/** The range when none is given: the last 12 months up to today. */
export const INSIGHTS_DEFAULT_DAYS = 365;

export const INSIGHTS_DEFINITIONS = {
  funnel:
    'Applications counted by the month they applied in (their cohort). Reached: applications that got to this stage or a later one. Pass-through: reached the next stage / reached this stage.',
  timeInStage:
    'How long applications stayed in a stage before leaving it, counted on the day they left. Median and 75th percentile, not averages, so a few stuck applications do not skew it.',
  sources:
    'Where applicants came from (the ?src= of the careers link; direct when none), by the month they applied in: applications, those that got an interviewer, and hires.',
  rejectionReasons: 'Rejections in the range by the reason staff chose.',
  timeToHire: 'Days from applying to being hired, for hires made in the range (median and 75th percentile).',
  timeToFill: 'Days from a job being posted to its first hire, for jobs first filled in the range.',
  offers:
    'Offers sent (approved) in the range; of the offers answered in the range, the share accepted; and the time from an offer being sent to its acceptance, for acceptances in the range (median and 75th percentile).',
  interviewers:
    'Per interviewer, in the range: seats on panels assigned, scorecards submitted, and scorecards that went 24 hours overdue.',
} as const;

export interface FunnelRow {
  stageId: string;
  name: string;
  reached: number;
  /** Reached the next stage; null for the last stage. */
  passedThrough: number | null;
  /** passedThrough / reached, 0..1; null when nobody reached the stage or it is the last one. */
  conversion: number | null;
}

export interface StageTimeRow {
  stageId: string;
  name: string;
  medianHours: number | null;
  p75Hours: number | null;
  samples: number;
}

export interface SourceRow {
  source: string;
  applications: number;
  interviews: number;
  hires: number;
}

export interface ReasonRow {
  reasonId: string;
  label: string;
  count: number;
}

export interface TimeToHire {
  medianDays: number | null;
  p75Days: number | null;
  hires: number;
}

export interface TimeToFill {
  medianDays: number | null;
  p75Days: number | null;
  /** Jobs first filled in the range. */
  jobs: number;
}

export interface OfferStats {
  sent: number;
  accepted: number;
  declined: number;
  /** accepted / (accepted + declined), 0..1; null when none was answered. */
  acceptanceRate: number | null;
  medianHoursToAccept: number | null;
  p75HoursToAccept: number | null;
}

export interface InterviewerRow {
  uid: string;
  name: string;
  assigned: number;
  submitted: number;
  overdue: number;
}

export interface InsightsDto {
  /** The job the numbers are for; null for all jobs. */
  jobId: string | null;
  /** The range, first and last day included (UTC). */
  from: string;
  to: string;
  funnel: FunnelRow[];
  timeInStage: StageTimeRow[];
  sources: SourceRow[];
  rejectionReasons: ReasonRow[];
  timeToHire: TimeToHire;
  timeToFill: TimeToFill;
  offers: OfferStats;
  interviewers: InterviewerRow[];
}

/** The tables GET /api/insights/:table.csv answers. */
export const INSIGHTS_TABLES = [
  'funnel',
  'time-in-stage',
  'sources',
  'rejection-reasons',
  'time-to-hire',
  'offers',
  'interviewers',
] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

export const INSIGHTS_MESSAGES = {
  rangeTooLong: `The range is at most ${INSIGHTS_MAX_DAYS} days (two years)`,
  rangeBackwards: 'from must be on or before to',
  noSuchTable: `table must be one of ${INSIGHTS_TABLES.join(', ')}`,
  noSuchJob: 'No such job',
  chooseJob: 'Choose a job (jobId)',
} as const;

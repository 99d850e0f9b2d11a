import { SALARY_PERIOD_LABELS, SALARY_PERIODS } from '@hr-portal/contract';

/** The options of a salary period select: per year, per month, per hour. */
export function SalaryPeriodOptions() {
  return SALARY_PERIODS.map((period) => (
    <option key={period} value={period}>
      {SALARY_PERIOD_LABELS[period]}
    </option>
  ));
}

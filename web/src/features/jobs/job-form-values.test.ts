import { describe, expect, it } from 'vitest';
import type { JobDto } from '@hr-portal/contract';
import { formValuesOf, toJobInput, EMPTY_JOB_FORM } from './job-form-values';

describe('job form values', () => {
  it('when the salary is left empty, then it is sent as 0', () => {
    expect(toJobInput({ ...EMPTY_JOB_FORM, title: 'A' }).salary).toBe(0);
  });

  it('when a job without optional fields is edited, then tags default to none, salary to 0 and isActive to true', () => {
    const sparse = { _id: 'j1', title: 'Sparse', jobType: 'part-time' } as unknown as JobDto;
    expect(formValuesOf(sparse)).toEqual({ ...EMPTY_JOB_FORM, title: 'Sparse', jobType: 'part-time', salary: '0' });
  });
});

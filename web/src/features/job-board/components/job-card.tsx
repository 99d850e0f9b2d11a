import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatSalary, type CandidateJobDto } from '@hr-portal/contract';
import { formatDate } from '../../../lib/format';

interface JobCardProps {
  job: CandidateJobDto;
  applied: boolean;
  onApply: (job: CandidateJobDto) => void;
  /** Employees: where "Refer someone" leads (their referrals screen, with the job chosen). */
  referPath?: string;
}

/**
 * One job (Candidate Jobs): facts, tag chips, a 3-line description and Apply / Applied. Plain
 * elements, styled by the list they sit in (jobCardListStyles).
 */
export function JobCard({ job, applied, onApply, referPath }: JobCardProps) {
  return (
    <li>
      <div data-card-body="">
        <div>
          <h2>{job.title}</h2>
          <p data-facts="" data-muted="">
            <span data-badge="" data-palette="blue">
              {job.jobType}
            </span>
            {job.department && <span>{job.department}</span>}
            {job.location && <span>· {job.location}</span>}
          </p>
        </div>
        <p data-facts="">
          <span>
            <span data-muted="">Salary: </span>
            {formatSalary(job) ?? '-'}
          </span>
          {job.experienceRequired && (
            <span>
              <span data-muted="">Experience: </span>
              {job.experienceRequired}
            </span>
          )}
        </p>
        {job.tags.length > 0 && (
          <ul data-tags="" aria-label="Tags">
            {job.tags.map((tag) => (
              <li key={tag} data-badge="outline">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p data-description="">{job.description}</p>
        <p data-posted="">Posted {formatDate(job.createdAt)}</p>
      </div>
      <div data-card-footer="">
        <Button
          colorPalette="blue"
          disabled={applied}
          onClick={() => onApply(job)}
          aria-label={applied ? `Applied to ${job.title}` : `Apply to ${job.title}`}
        >
          {applied ? 'Applied' : 'Apply'}
        </Button>
        {referPath && (
          <Button asChild variant="outline" ml="2">
            <RouterLink
              to={`${referPath}/new?job=${encodeURIComponent(job._id)}`}
              aria-label={`Refer someone to ${job.title}`}
            >
              Refer someone
            </RouterLink>
          </Button>
        )}
      </div>
    </li>
  );
}

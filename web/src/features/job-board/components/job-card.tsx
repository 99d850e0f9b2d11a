import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CandidateJobDto } from '@hr-portal/contract';
import { formatDate } from '../../../lib/format';
import { formatSalaryIn } from '../../../lib/format-salary';
import { useJobTypeBadge } from '../../../messages/labels';

interface JobCardProps {
  job: CandidateJobDto;
  applied: boolean;
  onApply: (job: CandidateJobDto) => void;
  /** The person is about to press Apply (points at it, focuses it): the dialog's code can start loading. */
  onApplyIntent?: () => void;
  /** Employees: where "Refer someone" leads (their referrals screen, with the job chosen). */
  referPath?: string;
}

/**
 * One job (Candidate Jobs): facts, tag chips, a 3-line description and Apply / Applied. Plain
 * elements, styled by the list they sit in (jobCardListStyles).
 */
export function JobCard({ job, applied, onApply, onApplyIntent, referPath }: JobCardProps) {
  const { t } = useLingui();
  const typeLabel = useJobTypeBadge();
  const title = job.title;
  return (
    <li>
      <div data-card-body="">
        <div>
          <h2>{job.title}</h2>
          <p data-facts="" data-muted="">
            <span data-badge="" data-palette="blue">
              {typeLabel(job.jobType)}
            </span>
            {job.department && <span>{job.department}</span>}
            {job.location && <span>· {job.location}</span>}
          </p>
        </div>
        <p data-facts="">
          <span>
            <span data-muted="">
              <Trans>Salary:</Trans>{' '}
            </span>
            {formatSalaryIn(job) ?? '-'}
          </span>
          {job.experienceRequired && (
            <span>
              <span data-muted="">
                <Trans>Experience:</Trans>{' '}
              </span>
              {job.experienceRequired}
            </span>
          )}
        </p>
        {job.tags.length > 0 && (
          <ul data-tags="" aria-label={t`Tags`}>
            {job.tags.map((tag) => (
              <li key={tag} data-badge="outline">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p data-description="">{job.description}</p>
        <p data-posted="">
          <Trans>Posted {formatDate(job.createdAt)}</Trans>
        </p>
      </div>
      <div data-card-footer="">
        <Button
          colorPalette="blue"
          disabled={applied}
          onClick={() => onApply(job)}
          onPointerEnter={onApplyIntent}
          onFocus={onApplyIntent}
          aria-label={applied ? t`Applied to ${title}` : t`Apply to ${title}`}
        >
          {applied ? t`Applied` : t`Apply`}
        </Button>
        {referPath && (
          <Button asChild variant="outline" ml="2">
            <RouterLink
              to={`${referPath}/new?job=${encodeURIComponent(job._id)}`}
              aria-label={t`Refer someone to ${title}`}
            >
              <Trans>Refer someone</Trans>
            </RouterLink>
          </Button>
        )}
      </div>
    </li>
  );
}

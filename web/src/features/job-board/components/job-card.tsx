import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatSalary, type CandidateJobDto } from '@hr-portal/contract';
import { formatDate } from '../../../lib/format';

interface JobCardProps {
  job: CandidateJobDto;
  applied: boolean;
  onApply: (job: CandidateJobDto) => void;
}

/** One job (spec §2 Candidate Jobs): facts, tag chips, a 3-line description and Apply / Applied. */
export function JobCard({ job, applied, onApply }: JobCardProps) {
  return (
    <Card.Root as="li" h="full">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {job.title}
          </Heading>
          <HStack gap="2" wrap="wrap" fontSize="sm" color="gray.600">
            <Badge colorPalette="blue">{job.jobType}</Badge>
            {job.department && <Text>{job.department}</Text>}
            {job.location && <Text>· {job.location}</Text>}
          </HStack>
        </Stack>
        <Flex gap="4" fontSize="sm" wrap="wrap">
          <Text>
            <Text as="span" color="gray.600">
              Salary:{' '}
            </Text>
            {formatSalary(job) ?? '-'}
          </Text>
          {job.experienceRequired && (
            <Text>
              <Text as="span" color="gray.600">
                Experience:{' '}
              </Text>
              {job.experienceRequired}
            </Text>
          )}
        </Flex>
        {job.tags.length > 0 && (
          <HStack as="ul" gap="1" wrap="wrap" listStyleType="none" aria-label="Tags">
            {job.tags.map((tag) => (
              <Badge as="li" key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
        <Text lineClamp={3} color="gray.700" fontSize="sm">
          {job.description}
        </Text>
        <Text fontSize="xs" color="gray.500">
          Posted {formatDate(job.createdAt)}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button
          colorPalette="blue"
          disabled={applied}
          onClick={() => onApply(job)}
          aria-label={applied ? `Applied to ${job.title}` : `Apply to ${job.title}`}
        >
          {applied ? 'Applied' : 'Apply'}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApplicationDto } from '@hr-portal/contract';
import type { JobGroup } from '../../lib/group-by-job';
import { DataTable } from './data-table';
import { viewLinkAttributes } from './view-link';

/** A column of plain cells: what `cell` returns sits in a <td>, so it is plain too (see plain-cells.ts). */
export interface ApplicationColumn {
  header: string;
  cell: (application: ApplicationDto) => ReactNode;
}

interface ApplicationsByJobProps {
  groups: JobGroup[];
  columns: ApplicationColumn[];
  /** The job titles' heading level: h2 on a page of its own, h3 inside a section. */
  headingLevel: 'h2' | 'h3';
}

/** Applications grouped under their job's title, one table per job (staff Applications, HR Documents). */
export function ApplicationsByJob({ groups, columns, headingLevel }: ApplicationsByJobProps) {
  return (
    <Stack gap={headingLevel === 'h2' ? '8' : '6'}>
      {groups.map((group) => (
        <Box as="section" key={group.jobId} aria-label={group.title || 'Job Title'}>
          <Heading as={headingLevel} size="md" mb="2">
            {group.title || 'Job Title'}
          </Heading>
          <DataTable headers={columns.map((column) => column.header)}>
            {group.applications.map((application) => (
              <tr key={application._id}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(application)}</td>
                ))}
              </tr>
            ))}
          </DataTable>
        </Box>
      ))}
    </Stack>
  );
}

/** The Resume cell both tables share: the candidate's resume, opened through its signed link. */
export const resumeLink = (application: ApplicationDto) => (
  <a {...viewLinkAttributes(application.resumeUrl, `resume of ${application.candidateEmail || 'N/A'}`)}>View</a>
);

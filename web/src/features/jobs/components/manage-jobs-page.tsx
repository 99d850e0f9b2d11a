import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { formatSalary, type JobDto, type JobInput, MESSAGES } from '@hr-portal/contract';
import { useDeleteJob, useJobList, useSaveJob } from '../../../api/jobs';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { formatDate } from '../../../lib/format';
import { EMPTY_JOB_FORM, formValuesOf } from '../job-form-values';
import { JobForm } from './job-form';
import { ActionsCell, DataTable, DeleteButton, RowButton } from '../../../components/ui/data-table';
import { messageOf } from '../../../lib/api-client';

const JOBS_PAGE_SIZE = 50;

// Its own chunk: most visits to Job Management never open a job's rules.
const StageRulesEditor = lazy(() => import('./stage-rules-editor'));

/** Job Management for admin (/admin/jobs) and hr (/hr/jobs): the form above, All Jobs (paged) below. */
export function ManageJobsPage({ title, backTo }: { title: string; backTo: string }) {
  const list = useJobList(JOBS_PAGE_SIZE);
  const jobs = list.items;
  const saveJob = useSaveJob();
  const deleteJob = useDeleteJob();
  const [editing, setEditing] = useState<JobDto | null>(null);
  // A new key gives a fresh form: after a save, and when another job is picked for editing.
  const [formKey, setFormKey] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [rulesOf, setRulesOf] = useState<JobDto | null>(null);

  function startOver(job: JobDto | null) {
    setEditing(job);
    setFormKey((key) => key + 1);
  }

  async function submit(input: JobInput) {
    setSaveError(null);
    try {
      await saveJob.mutateAsync({ id: editing?._id ?? null, input });
      startOver(null);
    } catch (caught) {
      setSaveError(messageOf(caught, MESSAGES.operationFailed));
    }
  }

  function edit(job: JobDto) {
    startOver(job);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function remove(job: JobDto) {
    if (!window.confirm(`Delete "${job.title}"? Its applications stay readable.`)) return;
    setDeleteError(null);
    try {
      await deleteJob.mutateAsync(job._id);
      if (editing?._id === job._id) startOver(null);
    } catch (caught) {
      setDeleteError(`${job.title}: ${messageOf(caught, MESSAGES.deleteFailed)}`);
    }
  }

  return (
    <>
      <PageHeading backTo={backTo}>{title}</PageHeading>
      <Stack gap="8">
        <JobForm
          key={formKey}
          initial={editing ? formValuesOf(editing) : EMPTY_JOB_FORM}
          editing={editing !== null}
          onSubmit={submit}
          onCancel={() => startOver(null)}
        />
        <ErrorText>{saveError}</ErrorText>
        {rulesOf && (
          <Suspense fallback={<LoadingText>Loading rules...</LoadingText>}>
            <StageRulesEditor key={rulesOf._id} job={rulesOf} onClose={() => setRulesOf(null)} />
          </Suspense>
        )}
        <Box as="section" aria-label="All Jobs">
          <Heading as="h2" size="lg" mb="3">
            All Jobs
          </Heading>
          <ErrorText>{deleteError}</ErrorText>
          <ListStatus list={list} loadingText="Loading jobs..." empty={<Text>No jobs posted yet</Text>}>
            <DataTable
              label="All jobs"
              headers={['Title', 'Department', 'Location', 'Type', 'Salary', 'Status', 'Posted', 'Actions']}
            >
              {jobs.map((job) => (
                <Table.Row key={job._id}>
                  <Table.Cell fontWeight="medium">{job.title}</Table.Cell>
                  <Table.Cell>{job.department || '-'}</Table.Cell>
                  <Table.Cell>{job.location || '-'}</Table.Cell>
                  <Table.Cell>{job.jobType}</Table.Cell>
                  <Table.Cell>{formatSalary(job) ?? '-'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={job.isActive ? 'green' : 'gray'}>{job.isActive ? 'Active' : 'Closed'}</Badge>
                  </Table.Cell>
                  <Table.Cell>{formatDate(job.createdAt)}</Table.Cell>
                  <ActionsCell>
                    <RowButton label={`Edit ${job.title}`} onClick={() => edit(job)}>
                      Edit
                    </RowButton>
                    <RowButton
                      label={`Stage rules of ${job.title}`}
                      onClick={() => {
                        setRulesOf(job);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                    >
                      Rules
                    </RowButton>
                    <DeleteButton name={job.title} onDelete={() => void remove(job)} />
                  </ActionsCell>
                </Table.Row>
              ))}
            </DataTable>
          </ListStatus>
          <LoadMore list={list} label="Load more jobs" />
        </Box>
      </Stack>
    </>
  );
}

import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useInviteToApply } from '../../../api/talent-pools';
import { JobPicker } from '../../../components/job-picker';
import { ErrorText } from '../../../components/ui/status-text';
import { DoneText } from '../../../components/ui/done-text';
import { messageOf } from '../../../lib/api-client';

/** Sends a person in the talent pool the link to an open job (the "Invitation to apply" e-mail template). */
export function InviteToApply({ uid, name, jobId: fixedJob }: { uid: string; name: string; jobId?: string }) {
  const invite = useInviteToApply();
  const [jobId, setJobId] = useState(fixedJob ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      const invitation = await invite.mutateAsync({ uid, jobId });
      setDone(`Invitation to apply for ${invitation.jobTitle} sent`);
    } catch (failure) {
      setError(messageOf(failure, 'The invitation could not be sent'));
    }
  }

  return (
    <Stack gap="1">
      <Flex
        as="form"
        gap="2"
        wrap="wrap"
        align="end"
        aria-label={`Invite ${name} to apply`}
        onSubmit={(e) => void submit(e)}
      >
        {!fixedJob && (
          <JobPicker
            label="Job to invite to"
            value={jobId}
            onChange={(next) => {
              setJobId(next);
              setDone(null);
            }}
          />
        )}
        <Button type="submit" size="sm" disabled={!jobId || invite.isPending || done !== null}>
          {invite.isPending ? 'Sending...' : 'Invite to apply'}
        </Button>
      </Flex>
      <DoneText>{done}</DoneText>
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}

import { Box, Button, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MESSAGES, PROFILE_LIMITS } from '@hr-portal/contract';
import { useUpdateProfile, type Profile } from '../../../api/profile';
import { ErrorText } from '../../../components/ui/status-text';
import { DoneText } from '../../../components/ui/done-text';
import { messageOf } from '../../../lib/api-client';

/** One link a line, blank lines left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Where the person is and links they want staff to see (a portfolio, a code profile): shown to hr and admins on
 * their people page, and found by people search ("Berlin").
 */
export function WhereaboutsCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const most = PROFILE_LIMITS.links;
  const update = useUpdateProfile(profile._id);
  const [location, setLocation] = useState(profile.location ?? '');
  const [links, setLinks] = useState((profile.links ?? []).join('\n'));
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setError(null);
    try {
      await update.mutateAsync({ location: location.trim(), links: linesOf(links) });
      setDone(t`Saved`);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.updateFailed));
    }
  }

  return (
    <Box
      as="form"
      onSubmit={save}
      bg="white"
      p="5"
      borderWidth="1px"
      borderRadius="md"
      aria-label={t`Location and links`}
    >
      <Heading as="h2" size="md" mb="4">
        <Trans>Location and links</Trans>
      </Heading>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>
            <Trans>Location</Trans>
          </Field.Label>
          <Input
            value={location}
            maxLength={PROFILE_LIMITS.location}
            placeholder={t`e.g. Berlin, Germany`}
            onChange={(event) => setLocation(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Links</Trans>
          </Field.Label>
          <Textarea
            rows={3}
            value={links}
            placeholder="https://github.com/you"
            onChange={(event) => setLinks(event.target.value)}
          />
          <Field.HelperText>
            <Trans>One a line, at most {most}; hr and admins see them on your page in the portal.</Trans>
          </Field.HelperText>
        </Field.Root>
        <DoneText>{done}</DoneText>
        <ErrorText>{error}</ErrorText>
        <Button type="submit" colorPalette="blue" alignSelf="start" disabled={update.isPending}>
          {update.isPending ? t`Saving...` : t`Save location and links`}
        </Button>
      </Stack>
    </Box>
  );
}

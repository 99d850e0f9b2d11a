import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { ERROR_CODES, homePathFor, MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { useSession } from '../../../stores/session';
import { resendVerificationEmail, useProfile, useUpdateProfile, type Profile } from '../../../api/profile';
import { useDocumentsChanged } from '../../../api/documents';
import { ProfileDocuments } from './profile-documents';
import { ApiError, messageOf } from '../../../lib/api-client';
import { ProfileFacts } from './profile-facts';
import { SecurityCard } from './security-card';
import { ActionOutcome } from './action-outcome';
import { YourDataCard } from './your-data-card';
import { WhereaboutsCard } from './whereabouts-card';
import '../../../messages/candidate-messages';

// Staff only, with its form library: loaded when a staff profile shows it.
const AvailabilityCard = lazy(() => import('./availability-card'));
// Its own chunk: only applicants who answered the voluntary survey see it.
const SurveyCard = lazy(() => import('./survey-card'));

/** Every role's profile (Profile): basic info, editable name and email, and documents. */
export function ProfilePage() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  const mergeUser = useSession((state) => state.mergeUser);
  const { data: profile, isPending, error } = useProfile(user?._id ?? '');

  if (isPending) return <LoadingText>{t`Loading profile...`}</LoadingText>;
  if (!profile) return <ErrorText>{messageOf(error, MESSAGES.fetchProfileFailed)}</ErrorText>;
  return <ProfileView key={profile._id} profile={profile} onSaved={mergeUser} />;
}

interface ProfileViewProps {
  profile: Profile;
  onSaved: (fields: { name: string; email: string }) => void;
}

function ProfileView({ profile, onSaved }: ProfileViewProps) {
  const { t } = useLingui();
  const pendingEmail = profile.pendingEmail;
  const updateProfile = useUpdateProfile(profile._id);
  const documentsChanged = useDocumentsChanged();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  // Spec §4: Cancel leaves edit mode without saving and does not reset what was typed.
  const [form, setForm] = useState({ name: profile.name, email: profile.email });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await updateProfile.mutateAsync(form);
      onSaved({ name: saved.name, email: saved.email });
      // A new address stays pending until its owner follows the link: the field keeps the current one.
      setForm({ name: saved.name, email: saved.email });
      if (saved.pendingEmail) setNotice(USER_MESSAGES.emailChangeSent);
      setEditing(false);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.updateFailed));
      setNeedsSignIn(caught instanceof ApiError && caught.code === ERROR_CODES.recentSignInRequired);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      setNotice((await resendVerificationEmail()).message);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.emailSendFailed));
    }
  }

  return (
    <>
      <PageHeading backTo={homePathFor(profile.role)}>
        <Trans>Profile</Trans>
      </PageHeading>
      <Stack gap="6" maxW="3xl">
        <Box as="form" onSubmit={save} bg="white" p="5" borderWidth="1px" borderRadius="md" aria-label={t`Basic Info`}>
          <Heading as="h2" size="md" mb="4">
            <Trans>Basic Info</Trans>
          </Heading>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label>
                  <Trans>Name</Trans>
                </Field.Label>
                <Input
                  name="name"
                  value={form.name}
                  readOnly={!editing}
                  onChange={(event) => setForm({ ...form, name: event.target.value })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>
                  <Trans>Email</Trans>
                </Field.Label>
                <Input
                  name="email"
                  type="email"
                  value={form.email}
                  readOnly={!editing}
                  onChange={(event) => setForm({ ...form, email: event.target.value })}
                />
                {profile.pendingEmail && (
                  <Field.HelperText color="orange.700">
                    <Trans>
                      pending: {pendingEmail} (the change takes effect once the link sent there is followed)
                    </Trans>
                  </Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>
            <ProfileFacts profile={profile} onResend={() => void resend()} />
            <ActionOutcome notice={notice} error={error} needsSignIn={needsSignIn} />
            {/* Keys keep React from turning the Edit button into Save mid-click (which would submit). */}
            <Flex gap="3">
              {editing ? (
                <>
                  <Button key="save" type="submit" colorPalette="blue" disabled={busy}>
                    {busy ? t`Loading...` : t`Save`}
                  </Button>
                  <Button
                    key="cancel"
                    type="button"
                    variant="outline"
                    onClick={() => setEditing(false)}
                    disabled={busy}
                  >
                    <Trans>Cancel</Trans>
                  </Button>
                </>
              ) : (
                <Button key="edit" type="button" colorPalette="blue" onClick={() => setEditing(true)}>
                  <Trans>Edit Profile</Trans>
                </Button>
              )}
            </Flex>
          </Stack>
        </Box>
        <WhereaboutsCard profile={profile} />
        <ProfileDocuments documents={profile.documents} onUploaded={documentsChanged} />
        {profile.role !== 'candidate' && (
          <Suspense fallback={<LoadingText>{t`Loading interview hours...`}</LoadingText>}>
            <AvailabilityCard />
          </Suspense>
        )}
        <SecurityCard />
        {(profile.role === 'candidate' || profile.role === 'employee') && (
          <Suspense fallback={null}>
            <SurveyCard />
          </Suspense>
        )}
        <YourDataCard role={profile.role} consents={profile.consents} />
      </Stack>
    </>
  );
}

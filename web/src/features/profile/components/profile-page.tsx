import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { homePathFor } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { formatDateTime } from '../../../lib/format';
import { useAsyncData } from '../../../lib/use-async-data';
import { useSession } from '../../../stores/session';
import { fetchProfile, resendVerificationEmail, updateProfile, type Profile } from '../api/profile';
import { ProfileDocuments } from './profile-documents';
import { messageOf } from '../../../lib/api-client';

/** Every role's profile (spec §2 Profile): basic info, editable name and email, and documents. */
export function ProfilePage() {
  const user = useSession((state) => state.user);
  const mergeUser = useSession((state) => state.mergeUser);
  const load = useCallback(() => fetchProfile(user?._id ?? ''), [user?._id]);
  const { data: profile, loading, error, reload } = useAsyncData<Profile | null>(load, null, 'Failed to fetch profile');

  if (loading && !profile) return <LoadingText>Loading profile...</LoadingText>;
  if (!profile) return <ErrorText>{error ?? 'Failed to fetch profile'}</ErrorText>;
  return <ProfileView key={profile._id} profile={profile} reload={reload} onSaved={mergeUser} />;
}

interface ProfileViewProps {
  profile: Profile;
  reload: () => void;
  onSaved: (fields: { name: string; email: string }) => void;
}

function ProfileView({ profile, reload, onSaved }: ProfileViewProps) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Spec §4: Cancel leaves edit mode without saving and does not reset what was typed.
  const [form, setForm] = useState({ name: profile.name, email: profile.email });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await updateProfile(profile._id, form);
      onSaved({ name: saved.name, email: saved.email });
      setEditing(false);
      reload();
    } catch (caught) {
      setError(messageOf(caught, 'Update failed'));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      setNotice((await resendVerificationEmail()).message);
    } catch (caught) {
      setError(messageOf(caught, 'The email could not be sent'));
    }
  }

  return (
    <>
      <PageHeading backTo={homePathFor(profile.role)}>Profile</PageHeading>
      <Stack gap="6" maxW="3xl">
        <Box as="form" onSubmit={save} bg="white" p="5" borderWidth="1px" borderRadius="md" aria-label="Basic Info">
          <Heading as="h2" size="md" mb="4">
            Basic Info
          </Heading>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label>Name</Field.Label>
                <Input
                  name="name"
                  value={form.name}
                  readOnly={!editing}
                  onChange={(event) => setForm({ ...form, name: event.target.value })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Email</Field.Label>
                <Input
                  name="email"
                  type="email"
                  value={form.email}
                  readOnly={!editing}
                  onChange={(event) => setForm({ ...form, email: event.target.value })}
                />
              </Field.Root>
            </SimpleGrid>
            <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm">
              <Text as="dt" color="gray.600">
                Role
              </Text>
              <Text as="dd">{profile.role}</Text>
              <Text as="dt" color="gray.600">
                Email Verified
              </Text>
              <Flex as="dd" gap="3" align="center">
                {profile.emailVerified ? 'Yes' : 'No'}
                {!profile.emailVerified && (
                  <Button type="button" size="xs" variant="outline" onClick={() => void resend()}>
                    Resend verification email
                  </Button>
                )}
              </Flex>
              <Text as="dt" color="gray.600">
                Last Login
              </Text>
              <Text as="dd">{formatDateTime(profile.lastLogin)}</Text>
            </Box>
            {notice && (
              <Text role="status" color="green.700" fontSize="sm">
                {notice}
              </Text>
            )}
            <ErrorText>{error}</ErrorText>
            {/* Keys keep React from turning the Edit button into Save mid-click (which would submit). */}
            <Flex gap="3">
              {editing ? (
                <>
                  <Button key="save" type="submit" colorPalette="blue" disabled={busy}>
                    {busy ? 'Loading...' : 'Save'}
                  </Button>
                  <Button
                    key="cancel"
                    type="button"
                    variant="outline"
                    onClick={() => setEditing(false)}
                    disabled={busy}
                  >
                    Cancel
                  </Button>
                </>
              ) : (
                <Button key="edit" type="button" colorPalette="blue" onClick={() => setEditing(true)}>
                  Edit Profile
                </Button>
              )}
            </Flex>
          </Stack>
        </Box>
        <ProfileDocuments documents={profile.documents} onUploaded={reload} />
      </Stack>
    </>
  );
}

import { Box, Button, Field, Heading, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { AdminSection } from './admin-section';
import { useState, type FormEvent } from 'react';
import { CONSENT_MESSAGES, PRIVACY_NOTICE_MAX_LENGTH, type PrivacyNoticeDto } from '@hr-portal/contract';
import { usePrivacyNotice, usePublishNotice } from '../../../api/privacy';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

const versionLine = (notice: PrivacyNoticeDto) =>
  `Version ${notice.version}${notice.publishedAt ? `, published ${formatDate(notice.publishedAt)}` : ' (built in)'}`;

/** The privacy notice admins publish: each save is a new version; the earlier ones stay readable below. */
export default function PrivacyNoticeSection() {
  const notice = usePrivacyNotice();
  return (
    <AdminSection id="notice-heading" title="Privacy notice">
      {notice.isPending ? (
        <LoadingText>Loading the privacy notice...</LoadingText>
      ) : notice.data ? (
        <NoticeForm key={notice.data.current.version} current={notice.data.current} versions={notice.data.versions} />
      ) : (
        <ErrorText>{messageOf(notice.error, CONSENT_MESSAGES.fetchNoticeFailed)}</ErrorText>
      )}
    </AdminSection>
  );
}

function NoticeForm({ current, versions }: { current: PrivacyNoticeDto; versions: PrivacyNoticeDto[] }) {
  const publish = usePublishNotice();
  const [text, setText] = useState(current.text);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // One field, checked by the rules of privacyNoticeSchema (which the server applies). react-hook-form with the
  // contract's schemas would add both to the admin area's first load and to the preload map /login carries
  // (measured: /login 17 bytes over its budget, /admin +14 KiB).
  async function onPublish(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const trimmed = text.trim();
    setInvalid(trimmed ? null : CONSENT_MESSAGES.noticeEmpty);
    if (!trimmed) return;
    try {
      await publish.mutateAsync(trimmed);
    } catch (error) {
      setFailure(messageOf(error, CONSENT_MESSAGES.publishNoticeFailed));
    }
  }

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.700">
        Shown at{' '}
        <Link href="/privacy" target="_blank" rel="noopener" color="blue.700">
          /privacy
        </Link>{' '}
        and linked from sign-up and applying. {versionLine(current)}. Publishing makes a new version; sign-ups record
        the version they were shown.
      </Text>
      <Stack asChild gap="3">
        <form noValidate onSubmit={(event) => void onPublish(event)} aria-label="Privacy notice">
          <Field.Root invalid={invalid !== null}>
            <Field.Label>Text (a blank line starts a new paragraph)</Field.Label>
            <Textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={10}
              maxLength={PRIVACY_NOTICE_MAX_LENGTH}
            />
            <Field.ErrorText>{invalid}</Field.ErrorText>
          </Field.Root>
          <ErrorText>{failure}</ErrorText>
          <Box>
            <Button type="submit" colorPalette="blue" loading={publish.isPending}>
              Publish new version
            </Button>
          </Box>
        </form>
      </Stack>
      {versions.length > 1 && (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Earlier versions
          </Heading>
          {versions.slice(1).map((version) => (
            <details key={version.version}>
              <summary>{versionLine(version)}</summary>
              <Text whiteSpace="pre-wrap" fontSize="sm" mt="1">
                {version.text}
              </Text>
            </details>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Button, Progress } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Upload progress in percent, announced to screen readers by the progressbar role. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const { t } = useLingui();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <Progress.Root value={percent} size="sm" colorPalette="blue" maxW="md" aria-label={t`Upload progress`}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs" mt="1">
        {percent}%
      </Progress.ValueText>
    </Progress.Root>
  );
}

/** The submit button of an upload form: disabled and reading "Uploading..." while a file is on its way. */
export function UploadButton({ busy, label }: { busy: boolean; label?: string }) {
  const { t } = useLingui();
  return (
    <Button type="submit" colorPalette="blue" disabled={busy}>
      {busy ? t`Uploading...` : (label ?? t`Upload`)}
    </Button>
  );
}

import { Button, Progress } from '@chakra-ui/react';

/** Upload progress in percent, announced to screen readers by the progressbar role. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <Progress.Root value={percent} size="sm" colorPalette="blue" maxW="md" aria-label="Upload progress">
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
export function UploadButton({ busy, label = 'Upload' }: { busy: boolean; label?: string }) {
  return (
    <Button type="submit" colorPalette="blue" disabled={busy}>
      {busy ? 'Uploading...' : label}
    </Button>
  );
}

import { Heading, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A screen's h1 with a way back: to the area's dashboard, or where `backLabel` says. */
export function PageHeading({
  children,
  backTo,
  backLabel,
}: {
  children: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="1" mb="6">
      {backTo && (
        <Link asChild fontSize="sm" color="blue.700">
          <RouterLink to={backTo}>← {backLabel ?? t`Back to dashboard`}</RouterLink>
        </Link>
      )}
      <Heading as="h1" size="2xl">
        {children}
      </Heading>
    </Stack>
  );
}

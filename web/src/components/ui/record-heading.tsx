import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor } from '@hr-portal/contract';
import { useSession } from '../../stores/session';

/** A screen above a record page, as its breadcrumbs name it. */
export interface Crumb {
  label: string;
  to: string;
}

/**
 * A record page's h1 (a person, an interview, a plan) under breadcrumbs that show where it sits: the dashboard,
 * the screens above it, then the page itself (aria-current). Those pages are staff's, in English, as this is.
 */
export function RecordHeading({ trail, children }: { trail: Crumb[]; children: ReactNode }) {
  const role = useSession((state) => state.user?.role);
  const crumbs = role ? [{ label: 'Dashboard', to: homePathFor(role) }, ...trail] : trail;
  return (
    <Stack gap="1" mb="6">
      <Box as="nav" aria-label="Breadcrumb" fontSize="sm">
        <Flex as="ol" listStyleType="none" wrap="wrap" gap="1" color="gray.600">
          {crumbs.map((crumb) => (
            <li key={crumb.to}>
              <Link asChild color="blue.700">
                <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
          ))}
          <li aria-current="page">{children}</li>
        </Flex>
      </Box>
      <Heading as="h1" size="2xl">
        {children}
      </Heading>
    </Stack>
  );
}

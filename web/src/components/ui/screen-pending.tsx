import { Text } from '@chakra-ui/react';
import { PageHeading } from './page-heading';

/** Stand-in for a screen whose feature has not landed yet: says so plainly instead of showing nothing. */
export function ScreenPending({ title, backTo }: { title: string; backTo: string }) {
  return (
    <>
      <PageHeading backTo={backTo}>{title}</PageHeading>
      <Text color="gray.600">This screen is not available yet.</Text>
    </>
  );
}

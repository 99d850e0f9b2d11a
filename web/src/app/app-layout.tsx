import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { homePathFor } from '@hr-portal/contract';
import { logout } from '../api/auth';
import { LoadingText } from '../components/ui/status-text';
import { useSession } from '../stores/session';

/** Page frame: product name on the left, the signed-in user and Logout at the top right. */
export function AppLayout() {
  const user = useSession((state) => state.user);
  return (
    <Box minH="100vh" bg="gray.50">
      <Flex as="header" align="center" justify="space-between" px="6" py="3" bg="white" borderBottomWidth="1px">
        <Link asChild fontWeight="bold" fontSize="lg" color="blue.800">
          <RouterLink to={user ? homePathFor(user.role) : '/login'}>HR Portal</RouterLink>
        </Link>
        {user && (
          <Flex align="center" gap="4">
            <Text fontSize="sm" color="gray.600" display={{ base: 'none', md: 'block' }}>
              {user.email}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void logout()}>
              Logout
            </Button>
          </Flex>
        )}
      </Flex>
      <Box as="main" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
        {/* Areas and their screens are lazy chunks: the frame stays while one loads. */}
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

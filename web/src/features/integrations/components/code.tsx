import { chakra } from '@chakra-ui/react';

/** A scope, a key's first characters, a header: short machine text. */
export const Code = chakra('code', { base: { fontFamily: 'mono', fontSize: 'xs' } });

import { Text } from '@chakra-ui/react';
import { RESET_PASSWORD_LINK } from '../../core/identity';

/**
 * 'Reset password' leads to /recovery (seed 002 §2.4). That page arrives with the identity issue; a link
 * to a page that does not exist yet is plain text (DECISIONS §10a).
 */
export function ResetPasswordLink() {
  return (
    <Text as="span" color="fg.muted" fontSize="sm">
      {RESET_PASSWORD_LINK}
    </Text>
  );
}

import { isPhoneAccountEmail } from '@chaka/contract';

/**
 * How an account is shown to its owner: by its e-mail address, or by its phone number when it was
 * made with a phone alone (its address is only a placeholder id that gets no mail).
 */
export function accountContact(account: { email: string; phoneNumber?: string | null }): string {
  return isPhoneAccountEmail(account.email) ? (account.phoneNumber ?? account.email) : account.email;
}

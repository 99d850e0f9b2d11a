import { Box, Button, chakra, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SIGN_IN_LIMITS, SIGN_IN_MESSAGES, type SignInSettings } from '@hr-portal/contract';
import { signInSettingsSchema } from '@hr-portal/contract/schemas';
import { useSaveSignInSettings, useSignInSettings } from '../../../api/sign-in-settings';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** The form as admins fill it: SSO on or off, the domains as one line each (or comma-separated). */
const formSchema = z
  .object({
    ssoEnabled: z.boolean(),
    providerId: z.string(),
    label: z.string(),
    domains: z.string(),
    staffPasswordSignIn: z.boolean(),
  })
  .transform((form, context): SignInSettings => {
    const domains = form.domains
      .split(/[\s,]+/)
      .map((domain) => domain.trim())
      .filter(Boolean);
    const settings = {
      sso: form.ssoEnabled ? { providerId: form.providerId.trim(), label: form.label.trim(), domains } : null,
      staffPasswordSignIn: form.staffPasswordSignIn,
    };
    const checked = signInSettingsSchema.safeParse(settings);
    if (checked.success) return checked.data;
    // The contract's message, under the field it is about (a domain's under the domains).
    for (const issue of checked.error.issues) {
      const [first, second] = issue.path;
      const field = first === 'sso' && typeof second === 'string' ? second : 'staffPasswordSignIn';
      context.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });
type SignInForm = z.input<typeof formSchema>;

const formOf = (settings: SignInSettings): SignInForm => ({
  ssoEnabled: settings.sso !== null,
  providerId: settings.sso?.providerId ?? '',
  label: settings.sso?.label ?? '',
  domains: settings.sso?.domains.join('\n') ?? '',
  staffPasswordSignIn: settings.staffPasswordSignIn,
});

/** /admin/sign-in: the company's SSO (an Identity Platform OIDC or SAML provider) and staff password sign-in. */
export function SignInSettingsPage() {
  const settings = useSignInSettings();
  return (
    <>
      <PageHeading backTo="/admin">Sign-in</PageHeading>
      <Text mb="4" maxW="3xl">
        Candidates may always continue with Google or Microsoft. Staff can sign in through your company&apos;s identity
        provider: set it up in Identity Platform first (see the README, &quot;Sign-in providers&quot;), then name it
        here. Staff accounts are added on User Management before their first sign-in; an SSO sign-in for an address with
        no staff account only ever becomes a candidate.
      </Text>
      {settings.isPending ? (
        <LoadingText>Loading sign-in settings...</LoadingText>
      ) : settings.isError ? (
        <ErrorText>{messageOf(settings.error, 'The sign-in settings could not be loaded')}</ErrorText>
      ) : (
        <SignInSettingsForm settings={settings.data} />
      )}
    </>
  );
}

function SignInSettingsForm({ settings }: { settings: SignInSettings }) {
  const save = useSaveSignInSettings();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<SignInForm, unknown, SignInSettings>({
    resolver: zodResolver(formSchema),
    defaultValues: formOf(settings),
  });
  const ssoEnabled = useWatch({ control, name: 'ssoEnabled' });
  const submit = handleSubmit(async (values) => reset(formOf(await save.mutateAsync(values))));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign-in settings">
      <Stack gap="4" maxW="xl">
        <chakra.label display="flex" gap="2" alignItems="center">
          <input type="checkbox" {...register('ssoEnabled')} />
          Staff sign in with the company&apos;s SSO
        </chakra.label>
        {ssoEnabled && (
          <>
            <Field.Root invalid={Boolean(errors.providerId)}>
              <Field.Label>Provider id</Field.Label>
              <Input placeholder="oidc.acme or saml.acme" {...register('providerId')} />
              <Field.HelperText>As Identity Platform shows it under Providers.</Field.HelperText>
              <Field.ErrorText>{errors.providerId?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.label)}>
              <Field.Label>Button name</Field.Label>
              <Input maxLength={SIGN_IN_LIMITS.label} placeholder="Acme SSO" {...register('label')} />
              <Field.HelperText>The sign-in page shows &quot;Continue with&quot; and this name.</Field.HelperText>
              <Field.ErrorText>{errors.label?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.domains)}>
              <Field.Label>Company e-mail domains</Field.Label>
              <Textarea rows={3} placeholder={'acme.com\nacme.de'} {...register('domains')} />
              <Field.HelperText>
                One per line, at most {SIGN_IN_LIMITS.domains}. SSO vouches for these addresses only.
              </Field.HelperText>
              <Field.ErrorText>{errors.domains?.message}</Field.ErrorText>
            </Field.Root>
          </>
        )}
        <Box>
          <chakra.label display="flex" gap="2" alignItems="center">
            <input type="checkbox" {...register('staffPasswordSignIn')} />
            Staff may also sign in with a password
          </chakra.label>
          <Text fontSize="sm" color="gray.600" mt="1">
            Off: hr and employees with an address in the company&apos;s domains sign in through SSO only (a password, a
            sign-in link, Google or Microsoft is refused). Admins keep their password as the break-glass path, and each
            such sign-in is written to the audit log.
          </Text>
          <ErrorText>{errors.staffPasswordSignIn?.message}</ErrorText>
        </Box>
        <ErrorText>{save.error ? messageOf(save.error, 'The sign-in settings could not be saved') : null}</ErrorText>
        {save.isSuccess && !isDirty && <Text role="status">{SIGN_IN_MESSAGES.settingsSaved}</Text>}
        <Box>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

import { useUrlSecrets } from '@/routes/use-url-secrets';
import { deferredForm } from '@/ui/form/deferred-form';
import { CentredPage, PAGE_COLUMN } from '@/ui/CentredPage';
import { RoutePage } from '@/ui/RoutePage';

// Server-rendered (the request form); their code (react-hook-form, zod) loads after the page's.
const forms = () => import('./ForgotPasswordForms');
const FORMS_CHUNK = 'features/session/ForgotPasswordScreen.tsx -> ./ForgotPasswordForms';
const RequestLinkForm = deferredForm(() => forms().then((m) => m.RequestLinkForm), FORMS_CHUNK);
const NewPasswordForm = deferredForm(() => forms().then((m) => m.NewPasswordForm), FORMS_CHUNK);

/** Forgot password: ask for the link (email + date of birth), then set a new password with its code. */
export function ForgotPasswordScreen() {
  // The code stays in memory once it leaves the address bar.
  const code = useUrlSecrets()?.code ?? null;
  return (
    <CentredPage $column={PAGE_COLUMN.form}>
      <RoutePage route="forgotPassword">{code ? <NewPasswordForm code={code} /> : <RequestLinkForm />}</RoutePage>
    </CentredPage>
  );
}

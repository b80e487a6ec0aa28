import { deferredForm } from '@/ui/form/deferred-form';
import { CentredPage, PAGE_COLUMN } from '@/ui/CentredPage';
import { RoutePage } from '@/ui/RoutePage';

/** Server-rendered; its code (react-hook-form, zod, the rules) loads after the page's. */
const RegistrationForm = deferredForm(() => import('./RegistrationForm').then((m) => m.RegistrationForm), 'features/session/RegistrationScreen.tsx -> ./RegistrationForm');

/** The registration page (spec 2.1, 7.1). */
export function RegistrationScreen() {
  return (
    <CentredPage $column={PAGE_COLUMN.registration}>
      <RoutePage route="registration">
        <RegistrationForm />
      </RoutePage>
    </CentredPage>
  );
}

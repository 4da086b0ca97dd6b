import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { AuthForm, AuthSubmit, EmailField, type AuthScreenFormProps } from '../../components/private/AuthForm';
import { formValues, validatePasswordPresent } from '../../components/private/authValidation';
import { TextField } from '../../components/TextField/TextField';

export interface AdminSignInValues {
  email: string;
  password: string;
}

export interface AdminSignInScreenProps extends AuthScreenFormProps<AdminSignInValues> {
  homeHref?: string;
  /** Prefills the email: the signed-in admin's own. */
  defaultEmail?: string;
}

const fields = ['email', 'password'] as const;

/** `/dashboard/admin` without an admin token: the admin area's own sign-in, separate from the product's. */
export function AdminSignInScreen({ onSubmit, isSubmitting = false, serverError, fieldErrors, homeHref, defaultEmail }: AdminSignInScreenProps) {
  return (
    <AuthLayout title="Admin sign-in" description="The admin area has its own sign-in. Only admin accounts can enter." homeHref={homeHref}>
      <AuthForm aria-label="Admin sign-in" fieldErrors={fieldErrors} serverError={serverError} onValidSubmit={(form) => onSubmit(formValues(form, fields))}>
        <EmailField defaultValue={defaultEmail} isDisabled={isSubmitting} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          validate={validatePasswordPresent}
          isDisabled={isSubmitting}
        />
        <AuthSubmit isSubmitting={isSubmitting}>Sign in to admin</AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './AuthForm.css';
import { validateConfirmation, validateEmail, validateNewPassword } from './authValidation';
import { Notice } from './Notice';

/** What every sign-in form screen takes from its container: submit, progress and the server's answer. */
export interface AuthScreenFormProps<Values> {
  onSubmit(values: Values): void;
  isSubmitting?: boolean;
  /** A message for the whole form, e.g. a wrong email or password. */
  serverError?: string;
  /** Messages by field name from the server. */
  fieldErrors?: Record<string, string>;
}

export interface AuthFormProps {
  /** Called only when every field passes its own check. */
  onValidSubmit(form: HTMLFormElement): void;
  /** Server errors by field name, shown under the fields until the person edits them. */
  fieldErrors?: Record<string, string>;
  /** A message for the whole form, announced and shown above the fields. */
  serverError?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** RAC's Form with native validation: errors show on submit, and focus moves to the first one. */
export function AuthForm({ onValidSubmit, fieldErrors, serverError, children, ...props }: AuthFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onValidSubmit(event.currentTarget);
  };
  return (
    <Form {...props} className={styles.form} validationErrors={fieldErrors} onSubmit={onSubmit}>
      {serverError ? (
        <Notice tone="danger" role="alert">
          {serverError}
        </Notice>
      ) : null}
      {children}
    </Form>
  );
}

/** The full-width submit button at the bottom of an auth form. */
export function AuthSubmit({ children, isSubmitting, isDisabled }: { children: ReactNode; isSubmitting: boolean; isDisabled?: boolean }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" isPending={isSubmitting} isDisabled={isDisabled}>
        {children}
      </Button>
    </div>
  );
}

/** The account's email address, as every sign-in form asks for it. */
export function EmailField({ isDisabled, defaultValue }: { isDisabled: boolean; defaultValue?: string }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@studio.com"
      defaultValue={defaultValue}
      validate={validateEmail}
      isDisabled={isDisabled}
    />
  );
}

export interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  description?: string;
  isDisabled: boolean;
}

/** A new password and its confirmation, checked against each other (submitted as `password`). */
export function NewPasswordFields({ label, confirmLabel, description, isDisabled }: NewPasswordFieldsProps) {
  // Controlled only so the confirmation can be checked against it.
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        description={description}
        value={password}
        onChange={setPassword}
        validate={validateNewPassword}
        isDisabled={isDisabled}
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        validate={validateConfirmation(password)}
        isDisabled={isDisabled}
      />
    </>
  );
}

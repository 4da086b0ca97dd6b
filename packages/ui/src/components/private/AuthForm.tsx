import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import * as styles from './AuthForm.css';
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
        <div role="alert">
          <Notice tone="danger">{serverError}</Notice>
        </div>
      ) : null}
      {children}
    </Form>
  );
}

/** The full-width primary button at the bottom of an auth form. */
export function AuthFormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

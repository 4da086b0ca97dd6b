import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './TextField.css';
import { Inline } from '../Inline/Inline';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'> {
  label: string;
  /** Help under the field, replaced by the error while the field is invalid. */
  description?: ReactNode;
  placeholder?: string;
  /** Something on the label's line, right-aligned: usually a 'Forgot password?' link. */
  labelAccessory?: ReactNode;
}

/** A labelled text input with its description and validation message. */
export function TextField({ label, description, placeholder, labelAccessory, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Inline space="2" alignY="baseline" align="spaceBetween">
        <Label className={styles.label}>{label}</Label>
        {labelAccessory}
      </Inline>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error} />
    </AriaTextField>
  );
}

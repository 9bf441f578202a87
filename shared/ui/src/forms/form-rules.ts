import type { FormInstance, FormRule } from 'antd';
import { useState } from 'react';

/**
 * A Form rule over a pure check (docs/forms.md): the check answers the message to show, taken
 * from the feature's catalogue, or null when the value is fine.
 */
export function checkRule<Value>(check: (value: Value) => string | null | undefined): FormRule {
  return {
    validator: (_rule, value: Value) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export interface FieldRefusal {
  /** Goes in the field's rules: it keeps the refusal at the field while the value is refused. */
  rule: FormRule;
  /** Shows the server's message at the field, for the value it holds now. */
  refuse: (message: string) => void;
  /** True while `value` is the refused one (Submit stays off: it would be refused again). */
  isRefused: (value: unknown) => boolean;
  /** Forgets the refusal (the form starts over). */
  clear: () => void;
}

/**
 * A server refusal of one field's value (a name the author already uses): shown at that field as
 * a rule's message would be, kept while the field holds the refused value and gone as soon as the
 * author changes it. Nothing typed is reset.
 */
export function useFieldRefusal<Values>(
  form: FormInstance<Values>,
  name: keyof Values & string,
): FieldRefusal {
  // Read by the rule of the next render; the field re-validates only when the author edits it.
  const [refused, setRefused] = useState<{ value: unknown; message: string } | null>(null);
  const isRefused = (value: unknown) => refused !== null && Object.is(value, refused.value);
  return {
    rule: {
      validator: (_rule, value: unknown) =>
        refused !== null && isRefused(value)
          ? Promise.reject(new Error(refused.message))
          : Promise.resolve(),
    },
    refuse: (message) => {
      setRefused({ value: form.getFieldValue(name as never), message });
      form.setFields([{ name: name as never, errors: [message] }]);
    },
    isRefused,
    clear: () => setRefused(null),
  };
}

import { toUiError, usePutTargetAudience, useUpdateTitle } from '@creator/api';
import type { Title } from '@creator/api/contract';
import { useErrorMessage, useToast } from '@creator/ui';
import { useState } from 'react';
import { useWorkSettingMessages } from './messages';
import {
  type WorkSettingValues,
  audienceChange,
  hasChanges,
  isValid,
  titleChanges,
  toFormValues,
} from './work-setting-values';

/**
 * The state of the work setting form. `base` is the work as last saved; the author's values are
 * compared with it, so only changes are sent. A failed save keeps every value as typed: a
 * duplicate name is reported at the name field, anything else under the form.
 */
export function useWorkSettingForm(
  initial: Title,
  { onNameRefused }: { onNameRefused?: () => void } = {},
) {
  const t = useWorkSettingMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // Failures show in the form: a taken name at its field, anything else above Save.
  const updateTitle = useUpdateTitle({ errorDisplay: 'inline' });
  const putTargetAudience = usePutTargetAudience({ errorDisplay: 'inline' });

  const [base, setBase] = useState(initial);
  const [values, setValues] = useState(() => toFormValues(initial));
  /** The server's word on the name (duplicate); cleared as soon as the name changes. */
  const [nameServerError, setNameServerError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const dirty = hasChanges(values, base);
  const canSave = dirty && isValid(values) && nameServerError === null && !saving;

  const change = <K extends keyof WorkSettingValues>(field: K, value: WorkSettingValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'displayName') setNameServerError(null);
    setSaveError(null);
  };

  const save = async () => {
    if (!canSave) return;
    const changes = titleChanges(values, base);
    const audience = audienceChange(values, base);
    setSaving(true);
    setSaveError(null);
    // The work as the server last answered; what did save stays saved even if a later call fails.
    let latest = base;
    try {
      if (Object.keys(changes).length > 0) {
        latest = await updateTitle.mutateAsync({ titleId: base.titleId, body: changes });
      }
      if (audience !== null) {
        latest = await putTargetAudience.mutateAsync({
          titleId: base.titleId,
          targetAudience: audience,
        });
      }
      setBase(latest);
      setValues(toFormValues(latest));
      toast.success(t.saved);
    } catch (error) {
      setBase(latest);
      if (toUiError(error).messageId === 'duplicateTitleName') {
        setNameServerError(errorMessage(error));
        onNameRefused?.();
      } else {
        setSaveError(t.saveFailed(errorMessage(error)));
      }
    } finally {
      setSaving(false);
    }
  };

  return { base, values, change, dirty, canSave, saving, save, nameServerError, saveError };
}

export type WorkSettingForm = ReturnType<typeof useWorkSettingForm>;

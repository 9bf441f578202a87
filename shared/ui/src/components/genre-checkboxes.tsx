import { genresQuery } from '@creator/api';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useUiMessages } from '../messages';

/** A form control: inside a Form.Item the item gives `value` and `onChange`. */
export interface GenreCheckboxesProps {
  value?: string[];
  onChange?: (genreIds: string[]) => void;
  /** Left out, it follows the surrounding Form's `disabled` (while saving). */
  disabled?: boolean;
  /** The group's accessible name: the id of its visible label, or the label text itself. */
  labelledBy?: string;
  label?: string;
  /** False while the form is closed (a dialog), so the genres load only when needed. */
  enabled?: boolean;
}

const NONE: string[] = [];

/**
 * The platform's genres as checkboxes (creating a work, a work's settings): a spinner while they
 * load, and a message with Retry when they cannot be loaded. The 1-to-3 rule is the form's
 * (genresProblem in @creator/api/contract).
 */
export function GenreCheckboxes({
  value = NONE,
  onChange,
  disabled,
  labelledBy,
  label,
  enabled = true,
}: GenreCheckboxesProps) {
  const t = useUiMessages();
  const genres = useQuery({ ...genresQuery(), enabled });
  if (genres.isPending) return <Spin size="small" aria-label={t.loading} />;
  if (genres.isError) {
    return (
      <Typography.Text type="danger">
        {t.genresLoadFailed}{' '}
        <Button type="link" size="small" onClick={() => void genres.refetch()}>
          {t.retry}
        </Button>
      </Typography.Text>
    );
  }
  return (
    <Checkbox.Group
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      value={value}
      disabled={disabled}
      options={genres.data.genres.map((genre) => ({
        label: genre.displayName,
        value: genre.genreId,
      }))}
      onChange={onChange}
    />
  );
}

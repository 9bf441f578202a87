import { BREAKPOINTS } from '@creator/ui';
import { TAIPEI_TZ, dayjs, toTaipei, type Dayjs } from '@creator/ui/dates';
import ConfigProvider from 'antd/es/config-provider';
import DatePicker from 'antd/es/date-picker';
import Typography from 'antd/es/typography';
import { useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { usePublishMessages } from './publish-messages';

/** A scheduled time must be at least this far ahead, so it is still ahead when it arrives. */
export const MIN_SCHEDULE_LEAD_MS = 60_000;

/** Message ids of usePublishMessages that validateScheduleTime may answer. */
export type ScheduleErrorId =
  'scheduleRequired' | 'scheduleInvalid' | 'schedulePast' | 'scheduleTooSoon';

/**
 * Whether `value` may be used as a publish time at `now`: null when it may, otherwise why not.
 * At or before `now` is past; less than MIN_SCHEDULE_LEAD_MS ahead is too soon; exactly that far
 * ahead is accepted.
 */
export function validateScheduleTime(
  value: string | Date | Dayjs | null | undefined,
  now: Date,
): ScheduleErrorId | null {
  if (value === null || value === undefined || value === '') return 'scheduleRequired';
  const time = dayjs(value);
  if (!time.isValid()) return 'scheduleInvalid';
  const ahead = time.valueOf() - now.getTime();
  if (ahead <= 0) return 'schedulePast';
  if (ahead < MIN_SCHEDULE_LEAD_MS) return 'scheduleTooSoon';
  return null;
}

/** The localized text of a validateScheduleTime answer (undefined for null). */
export function useScheduleErrorText(): (id: ScheduleErrorId | null) => string | undefined {
  const t = usePublishMessages();
  return (id) => (id === null ? undefined : t[id]);
}

/*
 * The picker shows and takes Taipei wall-clock time whatever the browser's own zone: antd builds
 * the dates a user picks in the browser's zone, so the picker works on a "wall clock" Dayjs
 * whose fields are the Taipei fields, and the instant is rebuilt in Taipei on the way out.
 */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** The instant as a browser-zone Dayjs showing Taipei's date and time. */
export function toWallClock(value: string | Date | Dayjs): Dayjs {
  return dayjs(toTaipei(value).format(WALL_CLOCK));
}

/** A wall-clock Dayjs read as Taipei time, to the minute, as ISO with its +08:00 offset. */
export function fromWallClock(wall: Dayjs): string {
  return dayjs.tz(wall.startOf('minute').format(WALL_CLOCK), TAIPEI_TZ).format();
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Below this width the date and time panels stack instead of side by side. */
const STACK_BELOW_PX = BREAKPOINTS.sm;
const POPUP_CLASS = 'creator-schedule-picker-popup';

/**
 * The date-and-time panel is about 400 px wide, more than a phone: there it stacks the time
 * columns under the calendar. antd styles its panels by class only, so this is a small rule,
 * scoped to this picker's popup and to antd's configured class prefix.
 */
function stackedPanelCss(pickerPrefix: string): string {
  // Doubled class: antd's own rules (injected later) have the same specificity otherwise.
  const popup = `.${POPUP_CLASS}.${POPUP_CLASS}`;
  return `@media (max-width: ${STACK_BELOW_PX - 0.02}px) {
  ${popup} .${pickerPrefix}-datetime-panel { flex-direction: column; }
  ${popup} .${pickerPrefix}-time-panel { border-inline-start: 0; border-top: 1px solid rgba(5, 5, 5, 0.06); }
  ${popup} .${pickerPrefix}-time-panel .${pickerPrefix}-header { display: none; }
  ${popup} .${pickerPrefix}-time-panel .${pickerPrefix}-content { height: 112px; }
  ${popup} .${pickerPrefix}-time-panel-column { flex: 1; }
}`;
}

export interface SchedulePickerProps {
  /** The chosen instant (ISO), or null/undefined for none. */
  value?: string | null;
  /** Called with the chosen Taipei time as ISO with offset (e.g. '2026-03-01T20:30:00+08:00'). */
  onChange?: (value: string | null) => void;
  /** Outline colour; defaults to 'error' while `error` is given. */
  status?: 'error' | 'warning';
  /** Shown under the picker and announced with it (e.g. a validateScheduleTime text). */
  error?: ReactNode;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  /** The clock used to grey out past days and times; defaults to the time of rendering. */
  now?: Date;
}

/**
 * A date and time picker in Asia/Taipei, to the minute. Days and times already past cannot be
 * picked; a time typed by hand is still checked by the caller with validateScheduleTime.
 */
export function SchedulePicker({
  value,
  onChange,
  status,
  error,
  id,
  'aria-label': ariaLabel,
  disabled,
  placeholder,
  allowClear = true,
  now,
}: SchedulePickerProps) {
  const t = usePublishMessages();
  const pickerPrefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('picker');
  const hintId = useId();
  const errorId = useId();
  const nowWall = toWallClock(now ?? new Date());
  const wallValue = value ? toWallClock(value) : null;
  const shownValue = wallValue?.isValid() ? wallValue : null;

  return (
    <div>
      {/* React hoists this into <head> once, however many pickers are on the page. */}
      <style href={`${POPUP_CLASS}-${pickerPrefix}`} precedence="default">
        {stackedPanelCss(pickerPrefix)}
      </style>
      <DatePicker
        classNames={{ popup: { root: POPUP_CLASS } }}
        id={id}
        aria-label={ariaLabel}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        value={shownValue}
        onChange={(next: Dayjs | null) => onChange?.(next ? fromWallClock(next) : null)}
        showTime={{ format: 'HH:mm' }}
        format="YYYY/MM/DD HH:mm"
        showNow={false}
        allowClear={allowClear}
        disabled={disabled}
        placeholder={placeholder ?? t.schedulePlaceholder}
        status={status ?? (error ? 'error' : undefined)}
        disabledDate={(current: Dayjs) => current.isBefore(nowWall, 'day')}
        disabledTime={(current: Dayjs | null) => {
          if (!current || !current.isSame(nowWall, 'day')) return {};
          return {
            disabledHours: () => range(0, nowWall.hour()),
            disabledMinutes: (hour: number) =>
              hour === nowWall.hour() ? range(0, nowWall.minute() + 1) : [],
          };
        }}
        style={{ width: '100%', maxWidth: 280 }}
      />
      <Typography.Text id={hintId} type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {t.scheduleTimeZone}
      </Typography.Text>
      {error ? (
        <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}

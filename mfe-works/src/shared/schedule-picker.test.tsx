import { renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import {
  MIN_SCHEDULE_LEAD_MS,
  SchedulePicker,
  fromWallClock,
  toWallClock,
  useScheduleErrorText,
  validateScheduleTime,
} from './schedule-picker';

describe('validateScheduleTime', () => {
  const now = new Date('2026-03-01T04:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('refuses a time in the past, and now itself', () => {
    expect(validateScheduleTime(at(-1), now)).toBe('schedulePast');
    expect(validateScheduleTime('2020-01-01T00:00:00+08:00', now)).toBe('schedulePast');
    expect(validateScheduleTime(at(0), now)).toBe('schedulePast');
  });

  it('refuses a time less than a minute ahead', () => {
    expect(validateScheduleTime(at(1), now)).toBe('scheduleTooSoon');
    expect(validateScheduleTime(at(MIN_SCHEDULE_LEAD_MS - 1), now)).toBe('scheduleTooSoon');
  });

  it('accepts a time exactly a minute ahead, and later', () => {
    expect(MIN_SCHEDULE_LEAD_MS).toBe(60_000);
    expect(validateScheduleTime(at(MIN_SCHEDULE_LEAD_MS), now)).toBeNull();
    expect(validateScheduleTime('2099-01-01T00:00:00+08:00', now)).toBeNull();
  });

  it('compares instants: 12:01 in Taipei is one minute after 04:00 UTC', () => {
    expect(validateScheduleTime('2026-03-01T12:01:00+08:00', now)).toBeNull();
    expect(validateScheduleTime('2026-03-01T12:00:59+08:00', now)).toBe('scheduleTooSoon');
  });

  it('asks for a time when there is none, and refuses an unreadable one', () => {
    expect(validateScheduleTime(null, now)).toBe('scheduleRequired');
    expect(validateScheduleTime(undefined, now)).toBe('scheduleRequired');
    expect(validateScheduleTime('', now)).toBe('scheduleRequired');
    expect(validateScheduleTime('next tuesday', now)).toBe('scheduleInvalid');
  });
});

describe('Taipei wall clock', () => {
  it('shows an instant with its Taipei date and time, and reads it back in Taipei', () => {
    const wall = toWallClock('2026-03-01T16:30:00.000Z');
    expect(wall.format('YYYY/MM/DD HH:mm')).toBe('2026/03/02 00:30');
    expect(fromWallClock(wall)).toBe('2026-03-02T00:30:00+08:00');
  });

  it('drops seconds: a publish time is to the minute', () => {
    expect(fromWallClock(toWallClock('2026-03-01T04:05:42.123Z'))).toBe(
      '2026-03-01T12:05:00+08:00',
    );
  });
});

function Harness({
  initial = '2099-05-01T01:00:00.000Z',
  onChange,
}: {
  initial?: string | null;
  onChange: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  const errorText = useScheduleErrorText();
  const error = errorText(validateScheduleTime(value, new Date()));
  return (
    <SchedulePicker
      aria-label="上架時間"
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SchedulePicker', () => {
  it('shows the value in Taipei time and says which zone it is', () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: '上架時間' })).toHaveValue('2099/05/01 09:00');
    expect(screen.getByText('台北時間 (UTC+8)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a typed time as Taipei ISO with offset', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '上架時間' });
    await user.click(input);
    await user.clear(input);
    await user.type(input, '2099/12/31 23:45{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2099-12-31T23:45:00+08:00');
    expect(input).toHaveValue('2099/12/31 23:45');
  });

  it('does not take a typed day that has passed', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '上架時間' });
    await user.click(input);
    await user.clear(input);
    await user.type(input, '2020/01/01 10:00{Enter}');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^2020-/));
  });

  it('shows why a time that has passed cannot be used, tied to the field', () => {
    renderWithProviders(<Harness initial="2020-01-01T02:00:00.000Z" onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: '上架時間' });
    expect(input).toHaveValue('2020/01/01 10:00');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('這個時間已經過去，請選擇未來的時間');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

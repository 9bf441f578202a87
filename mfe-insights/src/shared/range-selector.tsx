import { STATS_RANGE_MAX_DAYS } from '@creator/api/contract';
import { lazyComponent, whenIdle } from '@creator/ui';
import { dayjs, type Dayjs } from '@creator/ui/dates';
import type { RangePickerProps } from 'antd/es/date-picker';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { DEFAULT_PRESET, RANGE_PRESETS, type DateRange, type RangePreset } from './date-range';
import { useStatsMessages } from './messages';
import type { RangeChoice, StatsView } from './stats-view';

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * antd's range picker (its picker panels, rc-picker and their styles): shown only once the author
 * chooses "custom", so it is not loaded with the screen but on that choice, or in the first idle
 * moment after the screen has shown (see RangeSelector), whichever comes first.
 */
const loadRangePicker = () =>
  import('antd/es/date-picker').then((module) => module.default.RangePicker);

/** Holds the picker's place (its height, about its width) while its code loads. */
const PICKER_PLACEHOLDER = <div aria-hidden style={{ height: 32, width: 264, maxWidth: '100%' }} />;

const RangePicker = lazyComponent<RangePickerProps>(loadRangePicker, PICKER_PLACEHOLDER);

export interface RangeSelectorProps {
  /** `today`: Taipei's date, the last day the picker offers. */
  view: Pick<StatsView, 'choice' | 'range' | 'problem'> & { today: string };
  onChoose: (choice: RangePreset | DateRange) => void;
}

/**
 * The presets and the custom range. Choosing "custom" keeps the range on show and opens it in
 * the RangePicker (the address then holds its dates); the picker allows days up to today in Taipei and at most the API's longest
 * range. A range from the address that cannot be shown is explained above.
 */
export function RangeSelector({ view, onChoose }: RangeSelectorProps) {
  const t = useStatsMessages();
  const { choice } = view;
  // Fetched once the screen has shown, so that choosing "custom" opens the picker at once.
  useEffect(() => whenIdle(() => void loadRangePicker().catch(() => undefined)), []);
  const options = [...RANGE_PRESETS, 'custom' as const].map((value) => ({
    value,
    label: t[value],
  }));
  const { today } = view;
  const pickerValue: [Dayjs, Dayjs] = [dayjs(view.range.startDate), dayjs(view.range.endDate)];

  // "Custom" starts from the range on show, written out as dates: the address keeps it.
  const choose = (next: RangeChoice) => onChoose(next === 'custom' ? view.range : next);

  const problemReason =
    view.problem === null
      ? null
      : view.problem === 'tooLong'
        ? t.tooLong(STATS_RANGE_MAX_DAYS)
        : t[view.problem];

  return (
    <Flex vertical gap={12}>
      {problemReason !== null && (
        <Alert type="warning" showIcon title={t.rangeProblem(problemReason, t[DEFAULT_PRESET])} />
      )}
      <Flex wrap gap={12} align="center">
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<RangeChoice>
            options={options}
            value={choice}
            onChange={choose}
            aria-label={t.rangeLabel}
          />
        </div>
        {choice === 'custom' && (
          <Flex vertical gap={4}>
            <RangePicker
              aria-label={t.customRange}
              placeholder={[t.startDate, t.endDate]}
              value={pickerValue}
              allowClear={false}
              disabledDate={(day, { from }) => {
                // Stats exist up to today in Taipei; later days would only ever be empty.
                if (day.format(DATE_FORMAT) > today) return true;
                if (!from) return false;
                return Math.abs(day.diff(from, 'day')) >= STATS_RANGE_MAX_DAYS;
              }}
              onChange={(dates) => {
                const [start, end] = dates ?? [];
                if (start && end) {
                  onChoose({
                    startDate: start.format(DATE_FORMAT),
                    endDate: end.format(DATE_FORMAT),
                  });
                }
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.tooLongPick(STATS_RANGE_MAX_DAYS)}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}

import { STATS_RANGE_MAX_DAYS } from '@creator/api/contract';
import { dayjs, type Dayjs } from '@creator/ui/dates';
import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import {
  DEFAULT_PRESET,
  RANGE_PRESETS,
  taipeiToday,
  type DateRange,
  type RangePreset,
} from './date-range';
import { useStatsMessages } from './messages';
import type { RangeChoice, StatsView } from './stats-view';

const DATE_FORMAT = 'YYYY-MM-DD';

export interface RangeSelectorProps {
  view: Pick<StatsView, 'choice' | 'range' | 'problem'>;
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
  const options = [...RANGE_PRESETS, 'custom' as const].map((value) => ({
    value,
    label: t[value],
  }));
  const today = taipeiToday(new Date());
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
            <DatePicker.RangePicker
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

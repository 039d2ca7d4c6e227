// The rule builder: the controls sit inside the sentence they make ("Ilmoita, kun osastolla [X]
// [täyttämättömiä vuoroja] alkaa [enintään] [48] [tunnin] kuluttua"), each with its own label for
// screen readers. Only the combinations the server evaluates are offered (rules/alert.ts).
import { Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { COMPARISON_OPERATORS, RULE_TYPES } from '@tuura/domain/enums';
import { ALERT } from '@tuura/domain/limits';
import { ALERT_CHECKS, ALERT_UNITS } from '@tuura/domain/rules/alert';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { AlertRule } from '@tuura/domain/schemas/alert';
import type { Customer } from '@tuura/domain/schemas/customer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField.tsx';
import { DateTimeField } from '../../components/DateTimeField.tsx';
import { fromPickerValue, toPickerValue } from '../../lib/pickerTime.ts';

type Props = {
  value: AlertRule;
  onChange: (rule: AlertRule) => void;
  customers: readonly Customer[];
  /** Messages by field path under the rule (`value.amount`, `departmentId`, …). */
  errors: Record<string, ReactNode>;
};

type Scope = 'all' | 'department' | 'customer';
const scopeOf = (rule: AlertRule): Scope =>
  rule.departmentId ? 'department' : rule.customerId ? 'customer' : 'all';

export function RuleBuilder({ value: rule, onChange, customers, errors }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<AlertRule>) => onChange({ ...rule, ...patch });
  const kind = rule.type === 'relative' ? 'relative' : 'absolute';
  const scope = scopeOf(rule);

  const changeType = (type: AlertRule['type']) => {
    if (type === rule.type) return;
    const value: AlertRule['value'] =
      type === 'relative'
        ? { type: 'relative', amount: 48, unit: 'hours' }
        : type === 'dateAbsolute'
          ? { type: 'absolute', at: zonedDate(new Date()) }
          : { type: 'absolute', at: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString() };
    // An exact instant cannot be matched with `eq`: "no later than" is the nearest sense.
    const operator = type === 'timeAbsolute' && rule.operator === 'eq' ? 'lte' : rule.operator;
    set({ type, value, operator });
  };
  const operators = COMPARISON_OPERATORS.filter((op) => !(rule.type === 'timeAbsolute' && op === 'eq'));
  const departments = customers.map((c) => ({
    group: c.name,
    items: c.departments.map((d) => ({ value: d._id, label: d.name })),
  }));

  return (
    <Stack gap="xs" data-testid="rule-builder" role="group" aria-label={t('alerts.builderLabel')}>
      <Group gap={6} align="center" wrap="wrap">
        <Text>{t('alerts.s.notify')}</Text>
        <Select
          aria-label={t('alerts.s.scopeLabel')}
          data={(['all', 'department', 'customer'] as const).map((s) => ({
            value: s,
            label: t(`alerts.s.scope.${s}`),
          }))}
          value={scope}
          allowDeselect={false}
          // The first department or customer is chosen at once, so the sentence stays whole.
          onChange={(s) => {
            if (s === 'department')
              set({ customerId: null, departmentId: departments[0]?.items[0]?.value ?? null });
            else if (s === 'customer') set({ departmentId: null, customerId: customers[0]?._id ?? null });
            else set({ departmentId: null, customerId: null });
          }}
          w={170}
          data-testid="rule-scope"
        />
        {scope === 'department' && (
          <Select
            aria-label={t('alerts.s.placeLabel')}
            placeholder={t('alerts.s.anyDepartment')}
            data={departments}
            searchable
            value={rule.departmentId}
            allowDeselect={false}
            onChange={(id) => set({ departmentId: id, customerId: null })}
            error={errors.departmentId}
            w={220}
            data-testid="rule-department"
          />
        )}
        {scope === 'customer' && (
          <Select
            aria-label={t('alerts.s.placeLabel')}
            placeholder={t('alerts.s.anyCustomer')}
            data={customers.map((c) => ({ value: c._id, label: c.name }))}
            searchable
            value={rule.customerId}
            allowDeselect={false}
            onChange={(id) => set({ customerId: id, departmentId: null })}
            error={errors.customerId}
            w={220}
            data-testid="rule-customer"
          />
        )}
        <Select
          aria-label={t('alerts.s.checkLabel')}
          data={ALERT_CHECKS.map((c) => ({ value: c, label: t(`alerts.s.check.${c}`) }))}
          value={rule.check}
          allowDeselect={false}
          onChange={(c) => c && set({ check: c as AlertRule['check'] })}
          error={errors.check}
          w={270}
          data-testid="rule-check"
        />
        <Text>{t(`alerts.s.verb.${rule.check}.${kind}`)}</Text>
        <Select
          aria-label={t('alerts.s.opLabel')}
          data={operators.map((op) => ({ value: op, label: t(`alerts.s.op.${kind}.${op}`) }))}
          value={rule.operator}
          allowDeselect={false}
          onChange={(op) => op && set({ operator: op as AlertRule['operator'] })}
          error={errors.operator}
          w={150}
          data-testid="rule-operator"
        />
        {rule.type === 'relative' && (
          <>
            <NumberInput
              aria-label={t('alerts.s.amount')}
              min={1}
              max={ALERT.amountMax}
              allowDecimal={false}
              allowNegative={false}
              value={rule.value.amount ?? ''}
              onChange={(n) =>
                set({ value: { ...rule.value, amount: typeof n === 'number' ? n : undefined } })
              }
              error={errors['value.amount']}
              w={90}
              data-testid="rule-amount"
            />
            <Select
              aria-label={t('alerts.s.unitLabel')}
              data={ALERT_UNITS.map((u) => ({
                value: u,
                label: t(`alerts.s.${rule.check === 'unfilledShifts' ? 'unitGen' : 'unit'}.${u}`, {
                  count: rule.value.amount ?? 2,
                }),
              }))}
              value={rule.value.unit ?? null}
              allowDeselect={false}
              onChange={(u) => u && set({ value: { ...rule.value, unit: u as AlertRule['value']['unit'] } })}
              error={errors['value.unit']}
              w={120}
              data-testid="rule-unit"
            />
            {rule.check === 'unfilledShifts' && <Text>{t('alerts.s.suffix.unfilledShifts')}</Text>}
          </>
        )}
        {rule.type === 'dateAbsolute' && (
          <DateField
            aria-label={t('alerts.s.atLabel')}
            value={rule.value.at ?? null}
            onChange={(day) => set({ value: { type: 'absolute', at: day ?? '' } })}
            error={errors['value.at']}
            w={170}
            data-testid="rule-at"
          />
        )}
        {rule.type === 'timeAbsolute' && (
          <DateTimeField
            aria-label={t('alerts.s.atLabel')}
            value={toPickerValue(rule.value.at)}
            onChange={(v) => set({ value: { type: 'absolute', at: fromPickerValue(v) ?? '' } })}
            error={errors['value.at']}
            w={220}
            data-testid="rule-at"
          />
        )}
      </Group>
      <Select
        label={t('alerts.s.typeLabel')}
        data={RULE_TYPES.map((type) => ({ value: type, label: t(`alerts.s.type.${type}`) }))}
        value={rule.type}
        allowDeselect={false}
        onChange={(type) => type && changeType(type as AlertRule['type'])}
        error={errors.type ?? errors['value.type'] ?? errors.target}
        w={220}
        data-testid="rule-type"
      />
    </Stack>
  );
}

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newRuleDraft, ruleDraftOf, type RuleDraft } from '../columnDrafts';
import { columns, sectionPaths as labels } from '../testing';
import { RuleEditor, type RuleEditorProps } from './RuleEditor';

const [sizeRule, goneRule] = columns[1]!.FILTER_DATA.map((rule, i) =>
  ruleDraftOf(rule, `rule-2-${i}`),
);

/** The rule as its column holds it: every patch applied (and reported). */
function EditedRule({ rule: initial, onChange, ...props }: RuleEditorProps) {
  const [rule, setRule] = useState<RuleDraft>(initial);
  return (
    <RuleEditor
      {...props}
      rule={rule}
      onChange={(patch) => {
        setRule((r) => ({ ...r, ...patch }));
        onChange(patch);
      }}
    />
  );
}

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/CsvColumns/RuleEditor',
  component: RuleEditor,
  args: { rule: sizeRule!, number: 1, labels, onChange: fn(), onAskDelete: fn() },
  render: (args) => <EditedRule {...args} />,
} satisfies Meta<typeof RuleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-COL-2: a rule's section, the other sections named under the field, values and rules. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Правило 1' })).toBeVisible();
    const section = canvas.getByRole('combobox', { name: 'Раздел' });
    await expect(section).toHaveDisplayValue('Алмазная мозаика');
    await expect(
      canvas.getByRole('textbox', { name: 'Другие разделы (ID через запятую)' }),
    ).toHaveAccessibleDescription('Алмазная мозаика → Религия');
    await expect(canvas.getByRole('textbox', { name: 'Правила приведения' })).toHaveValue(
      'numeric',
    );

    // Issue 25 point 8: the sections in tree order, each named by its path.
    await expect(
      within(section)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Выберите раздел',
      'Алмазная мозаика',
      'Алмазная мозаика → Религия',
      'Алмазная мозаика → Животные',
      'Картины по номерам',
      'Картины по номерам → Пейзажи',
      'Картины по номерам → Религия',
    ]);
    await userEvent.selectOptions(section, 'Картины по номерам → Пейзажи');
    await expect(args.onChange).toHaveBeenLastCalledWith({ SECTION_ID: 5 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Значения фильтра' }), ', 50x65');
    await expect(args.onChange).toHaveBeenLastCalledWith({ variants: '30x40, 40x50, 50x65' });
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Правила приведения' }),
      '{Enter}40 x 50 см => 40x50',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      rules: 'numeric\n40 x 50 см => 40x50',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Удалить правило 1' }));
    await expect(args.onAskDelete).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** A new rule: no section chosen; other sections typed by id are named, a gone one as such. */
export const NewRule: Story = {
  args: { rule: newRuleDraft(), number: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toHaveDisplayValue(
      'Выберите раздел',
    );
    const others = canvas.getByRole('textbox', { name: 'Другие разделы (ID через запятую)' });
    await userEvent.type(others, '2, 404');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sectionIds: '2, 404' });
    await expect(others).toHaveAccessibleDescription('Алмазная мозаика → Религия; Раздел удален');
    blurActive();
  },
};

/** R-COL-2: a rule whose section is gone says 'Раздел удален' in its legend and its select. */
export const DeletedSection: Story = {
  args: { rule: goneRule!, number: 2 },
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('group', { name: /^Правило 2/ });
    await expect(rule).toHaveTextContent('Правило 2 Раздел удален');
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toHaveDisplayValue(
      'Раздел удален',
    );
  },
};

/** At phone width the fields stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Удалить правило 1' })).toBeVisible();
  },
};

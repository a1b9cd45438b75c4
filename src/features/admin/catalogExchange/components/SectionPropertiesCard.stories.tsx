import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { REQUIRED_NEEDS_ONE_SECTION } from '../exchangeRules';
import {
  blurActive,
  columnHelpFixture,
  flowersProperties,
  mosaicProperties,
  sectionNameOf,
} from '../testing';
import { SectionPropertiesCard } from './SectionPropertiesCard';

const meta = {
  title: 'Admin/CatalogExchange/SectionPropertiesCard',
  component: SectionPropertiesCard,
  args: {
    properties: mosaicProperties,
    processedCount: 1,
    sectionName: sectionNameOf,
    chosen: new Set([11, 13]),
    onChosenChange: fn(),
    required: new Set([11]),
    onRequiredChange: fn(),
    onSaveRequired: fn(),
    binding: { admin: true, sectionIds: [1], includeSubsections: false },
    onBindingChange: fn(),
    help: columnHelpFixture,
  },
} satisfies Meta<typeof SectionPropertiesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * R-CSV-5, R-CSV-8, R-ROLE-1: one section, read by an admin: each property bound or not, with
 * its export choice, its required flag (only for a bound one) and its binding button.
 */
export const AdminOneSection: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Прочитано разделов: 1')).toBeVisible();
    await expect(canvas.queryByText(/^Привязка недоступна/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Привязать свойство Тема' }));
    await expect(args.onBindingChange).toHaveBeenLastCalledWith(
      mosaicProperties[3],
      'addSectionProperty',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Отвязать свойство Размер' }));
    await expect(args.onBindingChange).toHaveBeenLastCalledWith(
      mosaicProperties[0],
      'removeSectionProperty',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Обязательное: Тема' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Обязательное: Тип стразов' }));
    await expect(args.onRequiredChange).toHaveBeenCalledWith(13, true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Тема tema' }));
    await expect(args.onChosenChange).toHaveBeenCalledWith(14, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить обязательность' }));
    await expect(args.onSaveRequired).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** R-CSV-5, R-ROLE-1: an editor sees every binding button disabled, and why, once. */
export const Editor: Story = {
  args: { binding: { admin: false, sectionIds: [1], includeSubsections: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Привязка недоступна: Только администратор может привязывать свойства'),
    ).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /свойство/ }))
      await expect(button).toBeDisabled();
  },
};

/** R-CSV-5: inherited bindings name their section and cannot be removed here. */
export const Inherited: Story = {
  args: {
    properties: flowersProperties,
    chosen: new Set([11, 13, 14]),
    binding: { admin: true, sectionIds: [2], includeSubsections: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('унаследовано от «Алмазная мозаика»')).toHaveLength(2);
    const inherited = canvas.getByRole('button', { name: 'Отвязать свойство Тип стразов' });
    await expect(inherited).toBeDisabled();
    await expect(inherited).toHaveAttribute(
      'title',
      'Свойство унаследовано от «Алмазная мозаика»: отвязать его можно только там',
    );
    await expect(canvas.getByRole('button', { name: 'Отвязать свойство Тема' })).toBeEnabled();
  },
};

/** R-CSV-5: with two sections chosen, bindings wait for one. */
export const SeveralSections: Story = {
  args: {
    processedCount: 2,
    binding: { admin: true, sectionIds: [1, 4], includeSubsections: false },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Привязка недоступна: Привязывать свойства можно, когда выбран 1 раздел'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Привязать свойство Тема' })).toBeDisabled();
  },
};

/** R-CSV-5: properties read with subsections cannot be bound. */
export const WithSubsections: Story = {
  args: {
    processedCount: 3,
    binding: { admin: true, sectionIds: [1], includeSubsections: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Прочитано разделов: 3')).toBeVisible();
    await expect(
      canvas.getByText('Привязка недоступна: Снимите «С подразделами», чтобы привязывать свойства'),
    ).toBeVisible();
  },
};

/** The section choice changed after the properties were read: read them again first, said once. */
export const Stale: Story = {
  args: {
    stale: true,
    binding: { admin: true, sectionIds: [4], includeSubsections: false, stale: true },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Прочитано разделов: 1. Выбор разделов изменился: нажмите «Показать свойства» ещё раз.',
      ),
    ).toBeVisible();
    // Said once: the binding note does not repeat it.
    await expect(canvas.queryByText(/^Привязка недоступна/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Привязать свойство Тема' })).toBeDisabled();
  },
};

/** R-CSV-4: required flags of several sections are not saved, in the spec's words. */
export const RequiredNeedsOneSection: Story = {
  args: {
    processedCount: 2,
    binding: { admin: true, sectionIds: [1, 4], includeSubsections: false },
    requiredError: REQUIRED_NEEDS_ONE_SECTION,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Для сохранения обязательности свойств необходимо выбрать 1 раздел',
    );
  },
};

/** The required flags are being saved. */
export const SavingRequired: Story = {
  args: { savingRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить обязательность' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A binding on its way: its button is busy. */
export const Binding: Story = {
  args: { bindingBusy: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Привязать свойство Тема' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** R-ROLE-1: the server refused a binding; its text shows. */
export const BindingRefused: Story = {
  args: { bindingError: 'Привязывать свойства к разделам может только администратор' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Привязывать свойства к разделам может только администратор',
    );
  },
};

/** Before the first read the card says what to do. */
export const NotRead: Story = {
  args: { properties: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Выберите разделы и нажмите «Показать свойства».')).toBeVisible();
  },
};

/** Sections without properties say so. */
export const NoProperties: Story = {
  args: { properties: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('У выбранных разделов нет свойств.')).toBeVisible();
  },
};

/** At phone width a row's badge, flag and button wrap under its name. */
export const Mobile: Story = {
  args: {
    properties: flowersProperties,
    binding: { admin: true, sectionIds: [2], includeSubsections: false },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Отвязать свойство Тема' })).toBeVisible();
  },
};

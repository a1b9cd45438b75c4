import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionMarks } from './SectionMarks';

const meta = {
  title: 'Admin/FilterConfig/SectionMarks',
  component: SectionMarks,
  args: { withSettings: true, withRelations: true },
  // Beside a section's name, as the index lists it.
  decorators: [
    (Story) => (
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0 }}>
        <span>Краски</span>
        {Story()}
      </p>
    ),
  ],
} satisfies Meta<typeof SectionMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-FC-1: a section with settings of its own and a binding shows both marks. */
export const Both: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('есть настройки')).toBeVisible();
    await expect(canvas.getByText('есть привязка')).toBeVisible();
  },
};

export const SettingsOnly: Story = {
  args: { withRelations: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('есть настройки')).toBeVisible();
    await expect(canvas.queryByText('есть привязка')).toBeNull();
  },
};

export const BindingOnly: Story = {
  args: { withSettings: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('есть привязка')).toBeVisible();
    await expect(canvas.queryByText('есть настройки')).toBeNull();
  },
};

/** A section with neither: no marks at all. */
export const None: Story = {
  args: { withSettings: false, withRelations: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Краски')).toBeVisible();
    await expect(canvas.queryByText(/^есть /)).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Shop/Page/ErrorPage',
  component: ErrorPage,
  args: { status: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-ROUTE-7 */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Это несуществующая страница №404' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  },
};

/** R-ROUTE-8, R-PAGE-8: other statuses get the general text and show their code. */
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Упс! Что-то пошло не так!' })).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  },
};

/** No answer came at all (network down): no code to show. */
export const NoAnswer: Story = {
  args: { status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Упс! Что-то пошло не так!' })).toBeVisible();
  },
};

/** R-ROUTE-6: a path inside the app that no route knows. */
export const UnknownRoute: Story = {
  args: { status: 404, kind: 'unknownRoute' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { status: 503 },
  globals: { viewport: { value: 'mobile' } },
};

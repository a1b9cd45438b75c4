import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '@ui/Button';
import { LoadingBar, type LoadingBarProps } from './LoadingBar';

/** A navigation simulated by a button, as the router's loading flag would drive the bar. */
function Navigation(props: LoadingBarProps) {
  const [active, setActive] = useState(props.active);
  return (
    <>
      <LoadingBar {...props} active={active} />
      <Button variant="secondary" onClick={() => setActive(!active)}>
        {active ? 'Страница загрузилась' : 'Перейти в каталог'}
      </Button>
    </>
  );
}

const meta = {
  title: 'Design system/LoadingBar',
  component: LoadingBar,
  args: { active: false },
  render: (args) => <Navigation {...args} />,
  // The bar moves with time; the play functions check it instead of a picture.
  parameters: { visual: { skipReason: 'The bar advances with time.' } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-CONST-4: the bar appears after the 200 ms throttle, creeps up, then fills and fades out. */
export const Default: Story = {
  name: 'R-CONST-4: navigation shows and finishes the bar',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти в каталог' }));
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toHaveAccessibleName('Загрузка страницы');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5));

    await userEvent.click(canvas.getByRole('button', { name: 'Страница загрузилась' }));
    // Updates go through the 200 ms throttle: on a busy machine the fill comes a frame later.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

/** Loading right now, with a short duration to watch it creep up. */
export const Active: Story = { args: { active: true, duration: 2000 } };

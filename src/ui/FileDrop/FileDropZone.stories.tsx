import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileButton } from './FileButton';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'Design system/FileDropZone',
  component: FileDropZone,
  args: {
    onFileDrop: fn(),
    // Layout and ground are the screen's: the zone brings only its dashed frame.
    style: { display: 'grid', justifyItems: 'start', gap: 12, maxWidth: 480, padding: 16 },
    children: (
      <>
        <p style={{ margin: 0 }}>Перетащите файл сюда или выберите его</p>
        <FileButton>
          <input type="file" accept=".csv" />
          Выбрать файл
        </FileButton>
      </>
    ),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvas: { getByText: (text: string) => HTMLElement }) =>
  canvas.getByText('Перетащите файл сюда или выберите его').parentElement!;

const csv = () => new File(['артикул;цена'], 'katalog.csv', { type: 'text/csv' });

/**
 * A file dragged over the zone or dropped on it, as the browser reports it: a real DataTransfer
 * that holds the file (fireEvent cannot hand a file to a real browser's drag event).
 */
function dragFile(zone: HTMLElement, type: 'dragover' | 'drop', file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** A dropped file reaches the screen; the button is a real, labelled file input. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Выбрать файл')).toHaveAttribute('type', 'file');
    const file = csv();
    dragFile(zoneOf(canvas), 'drop', file);
    await waitFor(() => expect(args.onFileDrop).toHaveBeenCalledWith(file));
  },
};

/** While a file is dragged over it the frame turns to the brand colour. */
export const FileOver: Story = {
  play: async ({ canvas }) => {
    const zone = zoneOf(canvas);
    dragFile(zone, 'dragover', csv());
    await waitFor(() => expect(zone).toHaveAttribute('data-over'));
  },
};

/** The hidden input takes the keyboard's focus, and its label shows the ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Выбрать файл')).toHaveFocus();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { photoProblemText, type PhotoProblem } from '../../photoKitTexts';
import { PHOTO_LIMIT_BYTES, sizedFile } from '../../testing';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

/** The picker as the constructor holds it: a refusal shows its text, a choice clears it. */
function HeldPicker({ onChoose, onRefuse, ...props }: PhotoPickerProps) {
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  return (
    <PhotoPicker
      {...props}
      problem={props.problem ?? (problem && photoProblemText(problem, PHOTO_LIMIT_BYTES))}
      onChoose={(file) => {
        setProblem(null);
        onChoose(file);
      }}
      onRefuse={(refused) => {
        setProblem(refused);
        onRefuse(refused);
      }}
    />
  );
}

const meta = {
  title: 'Shop/PhotoKit/PhotoPicker',
  component: PhotoPicker,
  args: {
    maxBytes: PHOTO_LIMIT_BYTES,
    fileName: null,
    reading: false,
    problem: null,
    onChoose: fn(),
    onRefuse: fn(),
  },
  render: (args) => <HeldPicker {...args} />,
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: { getByLabelText: (text: string) => HTMLElement }) =>
  canvas.getByLabelText('Выберите фото');

/** issue 16: no photo yet: the drop zone, the button and the formats with the limit. */
export const NoPhoto: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Перетащите фото сюда или выберите файл')).toBeVisible();
    await expect(canvas.getByText('JPEG, PNG или WebP до 20 МБ')).toBeVisible();
    await expect(input(canvas)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const photo = sizedFile('babushka.jpg', 3 * 1024 * 1024);
    await userEvent.upload(input(canvas), photo);
    await expect(args.onChoose).toHaveBeenCalledWith(photo);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The button is a real file input: the keyboard reaches it with Tab and shows the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(input(canvas)).toHaveFocus();
  },
};

/** issue 16: a 25 MB file is refused at once, before it is read. */
export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(input(canvas), sizedFile('ogromnoe.jpg', 25 * 1024 * 1024));
    await expect(args.onRefuse).toHaveBeenCalledWith({ code: 'TOO_LARGE' });
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Файл больше 20 МБ');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** issue 16: while the worker reads the file. */
export const Reading: Story = {
  args: { reading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Читаем фото…');
  },
};

/** issue 16: a photo is in use: the zone shrinks to 'Заменить фото' and the file's name. */
export const PhotoChosen: Story = {
  args: { fileName: 'dacha-leto-2025.jpg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Заменить фото')).toBeInTheDocument();
    await expect(canvas.getByText('dacha-leto-2025.jpg')).toBeVisible();
    await expect(canvas.queryByText('Перетащите фото сюда или выберите файл')).toBeNull();
  },
};

/** issue 16: the worker found no image in the bytes (a text file named .jpg). */
export const NotAnImage: Story = {
  args: { problem: 'Загрузите фотографию в формате JPEG, PNG или WebP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Загрузите фотографию в формате JPEG, PNG или WebP',
    );
  },
};

/** At phone width the zone keeps its texts and button inside. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { problem: 'Не удалось прочитать фотографию: файл повреждён' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Выберите фото')).toBeInTheDocument();
  },
};

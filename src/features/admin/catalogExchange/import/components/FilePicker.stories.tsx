import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { csvFile } from '../testing';
import { FilePicker, type FilePickerProps } from './FilePicker';

/** The picker as the card holds it: the chosen file in state, reported on every change. */
function HeldPicker({ onFileChange, ...props }: FilePickerProps) {
  const [file, setFile] = useState(props.file);
  return (
    <FilePicker
      {...props}
      file={file}
      onFileChange={(chosen) => {
        setFile(chosen);
        onFileChange(chosen);
      }}
    />
  );
}

const meta = {
  title: 'Admin/CatalogExchange/Import/FilePicker',
  component: FilePicker,
  args: {
    file: null,
    onFileChange: fn(),
    onUpload: fn(),
    uploading: false,
    problem: null,
    inputKey: 0,
  },
  render: (args) => <HeldPicker {...args} />,
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 14 point 5: nothing chosen yet, so there is nothing to check. */
export const NoFile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('CSV-файл каталога')).toHaveAttribute(
      'accept',
      '.csv,.txt,text/csv,text/plain',
    );
    await expect(canvas.getByRole('button', { name: 'Проверить файл' })).toBeDisabled();
    await expect(canvas.queryByText(/Выбран файл/)).toBeNull();
  },
};

/** Issue 14 point 5: a chosen file shows its name and size; 'Проверить файл' sends it. */
export const FileChosen: Story = {
  play: async ({ canvas, args }) => {
    const file = csvFile();
    await userEvent.upload(canvas.getByLabelText('CSV-файл каталога'), file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText(/Выбран файл/)).toHaveTextContent(
      'Выбран файл katalog-noyabr.csv (183 байта)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить файл' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    // The picture shows the chosen file, not where the click left focus.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the file goes up the button is busy and a status line says so. */
export const Uploading: Story = {
  args: { file: csvFile(), uploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Отправляем файл…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: /Проверить файл/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Issue 14 point 6: the server refused the file (400) with its Russian text; no retry. */
export const RefusedEmptyFile: Story = {
  args: {
    file: csvFile('pustoy.csv', ''),
    problem: { text: 'Файл пустой', retry: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Файл пустой');
    await expect(canvas.queryByRole('button', { name: 'Повторить' })).toBeNull();
  },
};

/** Issue 14 point 6: a file over the limit (413) is refused with the server's text. */
export const RefusedTooLarge: Story = {
  args: {
    file: new File(['x'], 'ves-katalog.csv', { type: 'text/csv' }),
    problem: { text: 'Файл больше 200 МБ', retry: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Файл больше 200 МБ');
  },
};

/** A lost connection offers to send the same file again. */
export const ConnectionLost: Story = {
  args: {
    file: csvFile(),
    problem: { text: 'Файл не отправлен: нет связи с сервером.', retry: true },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Файл не отправлен: нет связи с сервером.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At phone width the notes wrap and the buttons stay reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { file: csvFile('bitrix-export-old-site-2026-11-22-polnyy.csv') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Проверить файл' })).toBeEnabled();
  },
};

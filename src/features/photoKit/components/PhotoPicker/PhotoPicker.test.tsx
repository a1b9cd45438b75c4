import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_LIMIT_BYTES, sizedFile } from '../../testing/constructorFixtures';
import { PhotoPicker } from './PhotoPicker';

afterEach(cleanup);

function renderPicker() {
  const onChoose = vi.fn();
  const onRefuse = vi.fn();
  render(
    <PhotoPicker
      maxBytes={PHOTO_LIMIT_BYTES}
      fileName={null}
      reading={false}
      problem={null}
      onChoose={onChoose}
      onRefuse={onRefuse}
    />,
  );
  return { onChoose, onRefuse, input: screen.getByLabelText('Выберите фото') };
}

describe('PhotoPicker', () => {
  it('issue 16: a file over 20 MB is refused before it is read', async () => {
    const { onChoose, onRefuse, input } = renderPicker();
    await userEvent.upload(input, sizedFile('bolshoe.jpg', 25 * 1024 * 1024));
    expect(onRefuse).toHaveBeenCalledWith({ code: 'TOO_LARGE' });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('issue 16: a file of exactly 20 MB is taken', async () => {
    const { onChoose, input } = renderPicker();
    const file = sizedFile('rovno.jpg', PHOTO_LIMIT_BYTES);
    await userEvent.upload(input, file);
    expect(onChoose).toHaveBeenCalledWith(file);
  });

  it('issue 16: a photo dropped on the zone is taken like a chosen one', () => {
    const { onChoose } = renderPicker();
    const file = sizedFile('semya.png', 1000, 'image/png');
    const zone = screen.getByText('Перетащите фото сюда или выберите файл').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(onChoose).toHaveBeenCalledWith(file);
  });
});

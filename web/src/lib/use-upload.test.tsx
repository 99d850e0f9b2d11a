import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, type DocumentDto } from '@hr-portal/contract';
import { ApiError } from './api-client';
import { uploadDocument } from './document-upload';
import { usePdfUpload } from './use-upload';

// The request itself is the API layer's (tested there and end to end); here the hook's checks and states.
vi.mock('./document-upload', async (original) => ({
  ...(await original<typeof import('./document-upload')>()),
  uploadDocument: vi.fn(),
}));
const uploadMock = vi.mocked(uploadDocument);
const TEXTS = { success: 'Uploaded successfully ✅', failure: 'Upload failed' };

const pdf = (size = 10) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });
const picked = (file: File) =>
  ({ target: { files: [file], value: 'C:\\fakepath\\x' } }) as unknown as ChangeEvent<HTMLInputElement>;
const formEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('usePdfUpload', () => {
  let alerts: string[];
  beforeEach(() => {
    alerts = [];
    vi.spyOn(window, 'alert').mockImplementation((message) => void alerts.push(String(message)));
    uploadMock.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('when a non-PDF is picked, then it is refused at once and the picker is cleared', () => {
    const { result } = renderHook(() => usePdfUpload(TEXTS));
    const event = picked(new File(['x'], 'photo.png', { type: 'image/png' }));
    act(() => result.current.pick(event));
    expect(alerts).toEqual([DOCUMENT_MESSAGES.notPdf]);
    expect(event.target.value).toBe('');
    expect(result.current.file).toBeNull();
  });

  it('when a file over 10 MB is picked, then it is refused before anything is sent', () => {
    const { result } = renderHook(() => usePdfUpload(TEXTS));
    act(() => result.current.pick(picked(pdf(MAX_UPLOAD_BYTES + 1))));
    expect(alerts).toEqual([DOCUMENT_MESSAGES.tooLarge]);
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('when Upload is pressed with no file, then it asks for one', async () => {
    const { result } = renderHook(() => usePdfUpload(TEXTS));
    await act(() => result.current.submit(formEvent()));
    expect(alerts).toEqual([DOCUMENT_MESSAGES.noFile]);
  });

  it('when the upload succeeds, then success is shown, the picker is reset and the caller is told', async () => {
    const document = { _id: 'd1' } as DocumentDto;
    uploadMock.mockResolvedValue(document);
    const onUploaded = vi.fn();
    const { result } = renderHook(() => usePdfUpload(TEXTS, onUploaded));
    act(() => result.current.pick(picked(pdf())));
    const keyBefore = result.current.inputKey;
    await act(() => result.current.submit(formEvent(), 'employee-1'));
    expect(uploadMock).toHaveBeenCalledWith(expect.any(File), 'Upload failed', expect.any(Function), 'employee-1');
    expect(alerts).toEqual(['Uploaded successfully ✅']);
    expect(onUploaded).toHaveBeenCalledWith(document);
    expect(result.current.inputKey).not.toBe(keyBefore);
    expect(result.current.busy).toBe(false);
  });

  it('when the server refuses the file, then its message is shown and the file stays picked', async () => {
    uploadMock.mockRejectedValue(new ApiError('This PDF contains JavaScript, which is not allowed.', 415));
    const { result } = renderHook(() => usePdfUpload(TEXTS));
    act(() => result.current.pick(picked(pdf())));
    await act(() => result.current.submit(formEvent()));
    expect(alerts).toEqual(['This PDF contains JavaScript, which is not allowed.']);
    expect(result.current.file).not.toBeNull();
  });

  it('when a dialog gives its own teller, then notices go to it, the success names the file, and nothing alerts', async () => {
    const document = { _id: 'd2', fileName: 'cv.pdf' } as DocumentDto;
    uploadMock.mockResolvedValue(document);
    const notices: unknown[] = [];
    const texts = { success: (stored: DocumentDto) => `${stored.fileName} uploaded`, failure: 'Upload failed' };
    const { result } = renderHook(() => usePdfUpload(texts, undefined, (notice) => void notices.push(notice)));
    await act(() => result.current.upload(new File(['x'], 'photo.png', { type: 'image/png' })));
    await act(() => result.current.upload(pdf()));
    expect(notices).toEqual([
      { kind: 'error', text: DOCUMENT_MESSAGES.notPdf },
      { kind: 'success', text: 'cv.pdf uploaded' },
    ]);
    expect(alerts).toEqual([]);
  });
});

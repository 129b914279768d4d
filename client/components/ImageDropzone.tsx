import '@mantine/dropzone/styles.css';
import { Group, type MantineSpacing, Stack, type StyleProp, Text } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorTitle } from '../../shared/errors.ts';
import { formatFileSize } from '../../shared/file-size.ts';
import { MSG } from '../../shared/messages.ts';
import { failureMessage, showErrorToast, showSuccessToast, toFailure } from '../lib/errors.ts';
import { MAX_UPLOAD_BYTES, uploadFile } from '../lib/upload.ts';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'svg';

const MIME: Record<ImageFormat, string> = { png: MIME_TYPES.png, jpeg: MIME_TYPES.jpeg, gif: MIME_TYPES.gif, svg: MIME_TYPES.svg };
const NAME: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPG', gif: 'GIF', svg: 'SVG' };

/** "PNG ou JPG", "PNG, JPG, GIF ou SVG". */
const formatList = (formats: readonly ImageFormat[]) => {
  const names = formats.map((f) => NAME[f]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : (names[0] ?? '');
};

/**
 * Why the browser refused a file, in the words of docs/design/product-spec.md §8 (the
 * server checks the same, and the content).
 */
function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return MSG.fileTooLarge(rejection.file.size);
  if (code === 'file-invalid-type') return MSG.fileType;
  if (code === 'too-many-files') return MSG.fileLimit;
  return MSG.fileUnknown;
}

interface ImageDropzoneProps<T extends { message: string }> {
  /** The REST upload path (multipart `file`), e.g. POST /api/v1/user/upload. */
  path: string;
  formats: readonly ImageFormat[];
  /** What to drop: "Arraste uma foto aqui ou clique para escolher". */
  title: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** The zone's own accessible name, or the id of the label that names it. */
  label?: string;
  labelledBy?: string;
  /** `lg`: a tall zone under a large picture; `sm`: a compact one beside a logo. */
  size?: 'lg' | 'sm';
  w?: StyleProp<string | number>;
  flex?: StyleProp<string | number>;
  p?: StyleProp<MantineSpacing>;
  /** After the server took the image (its success message has been shown). */
  onUploaded: (answer: T) => unknown;
}

/**
 * One image for a profile, company or bank: dropped or chosen, checked in the browser (type, 2 MB), sent with the
 * session (upload.ts), and the server's answer toasted. Why the last file was refused stays under the zone; the
 * toast goes away.
 */
export function ImageDropzone<T extends { message: string }>({ path, formats, title, inputLabel, label, labelledBy, size = 'sm', w, flex, p, onUploaded }: ImageDropzoneProps<T>) {
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<T>(path, file),
    meta: { fallback: MSG.fileUnknown },
    onMutate: () => setError(null),
    onSuccess: async (answer) => {
      showSuccessToast(answer.message);
      await onUploaded(answer);
    },
    onError: (failure) => setError(failureMessage(toFailure(failure), MSG.fileUnknown)),
  });
  const reject = (rejections: FileRejection[]) => {
    if (!rejections[0]) return;
    const message = rejectionMessage(rejections[0]);
    setError(message);
    showErrorToast(errorTitle('UPLOAD_ERROR'), message);
  };
  const icon = size === 'lg' ? 36 : 28;

  return (
    <Stack gap={6} w={w} flex={flex}>
      <Dropzone
        onDrop={(files) => files[0] && upload.mutate(files[0])}
        onReject={reject}
        maxSize={MAX_UPLOAD_BYTES}
        maxFiles={1}
        multiple={false}
        accept={formats.map((f) => MIME[f])}
        loading={upload.isPending}
        aria-label={label}
        aria-labelledby={labelledBy}
        inputProps={{ 'aria-label': inputLabel }}
        p={p}
      >
        <Group justify="center" gap="sm" mih={size === 'lg' ? 96 : 52} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={icon} stroke={1.5} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={icon} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={icon} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text fz="sm" fw={600}>
              {title}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatList(formats)}, até {formatFileSize(MAX_UPLOAD_BYTES)}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error ? (
        <Text fz="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

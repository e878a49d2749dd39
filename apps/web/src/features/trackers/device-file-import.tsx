import { Button, Input, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DEVICE_FILE_FORMATS,
  DEVICE_JSON_UPLOAD_LIMIT_BYTES,
  DEVICE_XML_UPLOAD_LIMIT_BYTES,
  type DeviceFileFormat,
} from '@portal/contract';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { fieldErrors } from '../../lib/error-message';
import { formatNumber } from '../../lib/format';
import { useWriteControl } from '../../lib/read-only-view';
import { useImportDeviceFile } from './api/device-sources';
import { DeviceResult } from './device-result';
import './file-pick.css';

const FORMATS = Object.keys(DEVICE_FILE_FORMATS) as DeviceFileFormat[];
const MEGABYTE = 1024 * 1024;

function limitOf(format: DeviceFileFormat): number {
  return format === 'apple-health' ? DEVICE_XML_UPLOAD_LIMIT_BYTES : DEVICE_JSON_UPLOAD_LIMIT_BYTES;
}

/** The member's own device file: its kind, the file, and what the import kept and refused. */
export function DeviceFileImport({ tag }: { tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const writeControl = useWriteControl();
  const importFile = useImportDeviceFile();
  const [format, setFormat] = useState<DeviceFileFormat>('fhir-bundle');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    importFile.reset();
    if (!file) return setProblem(t('devices.import.chooseFile'));
    if (file.size > limitOf(format)) {
      return setProblem(t('devices.import.tooLarge', { megabytes: formatNumber(limitOf(format) / MEGABYTE, tag) }));
    }
    setProblem('');
    importFile.mutate({ format, file });
  };
  // A file the server could not read is the file field's problem; any other failure is the form's.
  const unreadable = 'file' in fieldErrors(importFile.error);
  const fileProblem = problem || (unreadable ? t('devices.import.unreadable') : '');

  return (
    <form onSubmit={submit} noValidate aria-labelledby="device-import-title">
      <Stack gap="sm" maw={520}>
        <Text component="h3" fw={700} fz="lg" id="device-import-title">
          {t('devices.import.title')}
        </Text>
        <Text>{t('devices.import.intro')}</Text>
        <NativeSelect
          label={t('devices.import.format')}
          value={format}
          onChange={(event) => setFormat(event.currentTarget.value as DeviceFileFormat)}
          data={FORMATS.map((value) => ({ value, label: t(`devices.formats.${value}`) }))}
          {...writeControl}
        />
        <Input.Wrapper
          label={t('devices.import.file')}
          description={t('devices.import.limits', {
            xml: formatNumber(DEVICE_XML_UPLOAD_LIMIT_BYTES / MEGABYTE, tag),
            json: formatNumber(DEVICE_JSON_UPLOAD_LIMIT_BYTES / MEGABYTE, tag),
          })}
          error={fileProblem || undefined}
          id="device-import-file"
        >
          {/*
            The browser draws its own file button in its own language and, from one version to the
            next, its own size: the input stays (the keyboard and screen readers use it) but is drawn
            as a button of the portal's, in the member's language, with the chosen file's name.
          */}
          <div className="file-pick">
            <input
              id="device-import-file"
              type="file"
              className="visually-hidden file-pick-input"
              accept={format === 'apple-health' ? '.xml,application/xml,text/xml' : '.json,application/json'}
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={[
                writeControl['aria-describedby'],
                'device-import-file-description',
                fileProblem && 'device-import-file-error',
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setProblem('');
              }}
              disabled={writeControl.disabled}
              title={writeControl.title}
            />
            <label htmlFor="device-import-file" className="file-pick-button" data-disabled={writeControl.disabled || undefined}>
              {t('devices.import.pick')}
            </label>
            <span className="file-pick-name" dir="auto">
              {file?.name ?? t('devices.import.noFile')}
            </span>
          </div>
        </Input.Wrapper>
        <div>
          <Button type="submit" loading={importFile.isPending} {...writeControl}>
            {t('devices.import.submit')}
          </Button>
        </div>
        {importFile.data && <DeviceResult result={importFile.data} tag={tag} />}
        {importFile.isError && !unreadable && <ErrorAlert error={importFile.error} />}
      </Stack>
    </form>
  );
}

import { describe, expect, it } from 'vitest';
import { filePathOf } from './detection-signals.ts';

describe('filePathOf', () => {
  it('finds the export’s files beside it, whatever the service is mounted under', () => {
    expect(filePathOf('http://127.0.0.1:5173/api/simulator/detections-export/files/a.zip?projectId=p1')).toBe(
      '/detections-export/files/a.zip?projectId=p1',
    );
    expect(filePathOf('/detections-export/files/deforestation-2026-12.zip')).toBe(
      '/detections-export/files/deforestation-2026-12.zip',
    );
  });

  it('takes the whole path of a URL that is not beside the export, and never its host', () => {
    expect(filePathOf('https://elsewhere.example/v1/files/z.zip?sig=1')).toBe('/v1/files/z.zip?sig=1');
    // A name that only ends like the export is not it.
    expect(filePathOf('https://x.example/my-detections-export.zip')).toBe('/my-detections-export.zip');
  });
});

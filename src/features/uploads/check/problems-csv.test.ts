import { describe, expect, it } from 'vitest';
import { csvCell, problemsToCsv } from './problems-csv.ts';

describe('problemsToCsv', () => {
  it('quotes commas, quotes and newlines, and neutralises formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(undefined)).toBe('');
  });
  it('writes one row per problem under a header', () => {
    const csv = problemsToCsv([
      {
        code: 'missing-name',
        severity: 'error',
        fileName: 'p.geojson',
        featureIndex: 3,
        message: 'No name, add one.',
      },
    ]);
    expect(csv).toBe(
      'file,feature_index,name,rule,severity,message\r\np.geojson,3,,missing-name,error,"No name, add one."\r\n',
    );
  });
  it("puts each problem's values in their columns, the first feature (index 0) and its name included", () => {
    const csv = problemsToCsv([
      {
        code: 'self-intersection',
        severity: 'warning',
        fileName: 'a.kml',
        featureIndex: 0,
        featureName: 'Parcelle "Nord"',
        message: 'The outline crosses itself.',
      },
      {
        code: 'file-empty',
        severity: 'error',
        fileName: 'b,c.csv',
        message: '-1 plots',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'file,feature_index,name,rule,severity,message',
      'a.kml,0,"Parcelle ""Nord""",self-intersection,warning,The outline crosses itself.',
      `"b,c.csv",,,file-empty,error,'-1 plots`,
      '',
    ]);
  });
});

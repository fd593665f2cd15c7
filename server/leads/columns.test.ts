import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS } from '#core/lead/attribution-fields';
import { attributionColumn, csvColumns, insertColumns, leadRowColumns, leadSelectList } from './columns';
import { insertLeadSql } from './statement';

describe('lead columns, declared once', () => {
  it('the CSV header is the staff columns, in the order staff have always had them, new ones appended', () => {
    expect(csvColumns.join(',')).toBe(
      'id,created_at,gender,age,tobacco,name,email,phone,zip_code,city,state,is_spam,spam_reason,duplicate_of,' +
        'do_not_contact,consent_version,consent_at,page_url,referrer,landing_page,utm_source,utm_medium,' +
        'utm_campaign,utm_term,utm_content,gclid,msclkid,fbclid,notifications,quote_for',
    );
  });

  it('every attribution key has its column in the row, the INSERT and the CSV', () => {
    for (const key of ATTRIBUTION_FIELDS) {
      const column = attributionColumn(key);
      expect(leadRowColumns).toContain(column);
      expect(csvColumns).toContain(column);
      expect(insertColumns.map((c) => c.column)).toContain(column);
    }
    expect(attributionColumn('landingPage')).toBe('landing_page');
  });

  it('the SELECT names each row column once', () => {
    const list = leadSelectList();
    for (const column of leadRowColumns) {
      const mentions = list.split(', ').filter((item) => item === `q.${column}` || item.endsWith(` AS ${column}`));
      expect(mentions, column).toHaveLength(1);
    }
  });

  it('the INSERT lists each declared column once, with one parameter each', () => {
    const sql = insertLeadSql;
    const columnList = /INSERT INTO quote_submissions \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    const inserted = columnList.split(',').map((c) => c.trim());
    expect(new Set(inserted).size).toBe(inserted.length);
    expect(inserted.slice(0, insertColumns.length)).toEqual(insertColumns.map((c) => c.column));
    // Every stored column staff read is written by the INSERT (or is the row's own id and time).
    const computed = new Set(['id', 'created_at', 'notifications']);
    for (const column of leadRowColumns.filter((c) => !computed.has(c))) expect(inserted, column).toContain(column);
  });
});

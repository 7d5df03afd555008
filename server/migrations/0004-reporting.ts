import { type Kysely, sql } from 'kysely';

const AMOUNT = sql`numeric(20, 4)`;

/**
 * The park's strategic partners, fictional but shaped like the real lists parks publish. Reference data
 * rather than demo data: production serves the same list until staff maintain it.
 */
const PARTNERS: ReadonlyArray<[name: string, category: string, city: string, services: string, contact: string]> = [
  ['钱塘江银行杭州上城支行', 'bank', '杭州', '基金募集户与托管户开立、并购贷款、跨境结算', '0571-86001001'],
  ['浙东商业银行资产托管部', 'bank', '宁波', '私募基金托管、募集监督、外包服务', '0574-87002002'],
  ['西湖农商银行科创金融事业部', 'bank', '杭州', '科创企业信贷、投贷联动、园区企业开户绿色通道', '0571-86003003'],
  ['南华证券股份有限公司', 'securities', '上海', '私募基金综合托管、PB 交易服务、份额登记', '021-61004004'],
  ['之江期货有限公司', 'securities', '杭州', '期货资管、风险管理子公司对接、场外衍生品', '0571-86005005'],
  ['钱潮律师事务所', 'law', '杭州', '基金设立与备案、投融资交易、合规尽调', '0571-86006006'],
  ['明衡律师事务所杭州分所', 'law', '杭州', '私募基金合规、争议解决、跨境投资', '0571-86007007'],
  ['信达远会计师事务所（特殊普通合伙）', 'accounting', '杭州', '基金年度审计、财税筹划、估值复核', '0571-86008008'],
  ['恒泽税务师事务所', 'accounting', '杭州', '合伙企业税务申报、税收政策辅导', '0571-86009009'],
  ['鼎元基金服务有限公司', 'custody', '杭州', '基金运营外包、份额登记、估值核算', '0571-86010010'],
  ['湖畔数据科技有限公司', 'custody', '杭州', '投资者适当性管理系统、电子合同与双录', '0571-86011011'],
  ['杭州创新投资母基金', 'investment', '杭州', '政府引导基金申报、子基金合作', '0571-86012012'],
  ['运河产业投资集团', 'investment', '杭州', '产业基金共同出资、项目推荐', '0571-86013013'],
  ['凤起资本管理有限公司', 'investment', '杭州', 'FOF 出资、早期项目联合投资', '0571-86014014'],
  ['长三角科创投资联盟', 'investment', '上海', '项目路演、跨区域投资对接', '021-61015015'],
  ['浙江省股权投资行业协会（示例）', 'investment', '杭州', '行业培训、政策解读、从业人员继续教育', '0571-86016016'],
];

type PartnerRow = { name: string; category: string; city: string; services: string; contact: string; sort_order: number };

/** Quarterly tax reports, strategic partners and each enterprise's strategic record (issue 5). */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tax_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('enterprise_id', 'integer', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addColumn('report_year', 'smallint', (c) => c.notNull())
    .addColumn('report_quarter', 'smallint', (c) => c.notNull().check(sql`report_quarter between 1 and 4`))
    .addColumn('value_added_tax', AMOUNT, (c) => c.notNull().check(sql`value_added_tax >= 0`))
    .addColumn('company_tax', AMOUNT, (c) => c.notNull().check(sql`company_tax >= 0`))
    .addColumn('personal_tax', AMOUNT, (c) => c.notNull().check(sql`personal_tax >= 0`))
    .addColumn('other_tax', AMOUNT, (c) => c.notNull().check(sql`other_tax >= 0`))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One report per quarter; the same index serves an enterprise's list in quarter order.
  await db.schema
    .createIndex('tax_reports_enterprise_quarter_uq')
    .on('tax_reports')
    .columns(['enterprise_id', 'report_year', 'report_quarter'])
    .unique()
    .execute();

  await db.schema
    .createTable('strategic_partners')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  // Serves the list in display order, whole or by category.
  await db.schema.createIndex('strategic_partners_order_idx').on('strategic_partners').columns(['sort_order', 'id']).execute();
  await db.schema
    .createIndex('strategic_partners_category_idx')
    .on('strategic_partners')
    .columns(['category', 'sort_order', 'id'])
    .execute();
  await (db as Kysely<{ strategic_partners: PartnerRow }>)
    .insertInto('strategic_partners')
    .values(
      PARTNERS.map(([name, category, city, services, contact], i) => ({
        name,
        category,
        city,
        services,
        contact,
        sort_order: (i + 1) * 10,
      })),
    )
    .execute();

  await db.schema
    .createTable('strategic_records')
    .addColumn('enterprise_id', 'integer', (c) => c.primaryKey().references('enterprises.id').onDelete('cascade'))
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('strategic_record_partners')
    .addColumn('enterprise_id', 'integer', (c) =>
      c.notNull().references('strategic_records.enterprise_id').onDelete('cascade'),
    )
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('strategic_partners.id'))
    .addPrimaryKeyConstraint('strategic_record_partners_pk', ['enterprise_id', 'partner_id'])
    .execute();
};
